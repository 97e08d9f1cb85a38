/**
 * A worker script that lives on another origin (a remote's CDN folder) as a blob URL of the page's
 * own origin: browsers start workers only from the page's origin. The script must be self-contained
 * (no relative imports), as maplibre-gl's worker is. The CDN allows CORS, so it can be fetched.
 */
export async function sameOriginWorkerUrl(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`worker ${url}: ${response.status}`);
  return URL.createObjectURL(new Blob([await response.text()], { type: 'text/javascript' }));
}
