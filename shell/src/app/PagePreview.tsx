import { useCallback } from 'react';

/** The preview the web origin served in the page's HTML (advert.html: the frame and the first photo), by path. */
let served: { path: string; preview: HTMLElement } | null = null;

/** Keeps the served preview, at boot, before the app's first render replaces the root's content. */
export function keepServedPreview(): void {
  const preview = document.querySelector<HTMLElement>('#root .page-preview');
  served = preview ? { path: window.location.pathname, preview } : null;
}

/**
 * The served preview when the page at `pathname` is the one the browser opened: the advert page shows it,
 * the same element, until its remote has rendered, so its photo stays painted instead of blinking out and back.
 */
export function servedPreview(pathname: string): HTMLElement | null {
  return served?.path === pathname ? served.preview : null;
}

/** Shows the served preview's element where it is rendered (React leaves the host's own children alone). */
export function PagePreview({ preview }: { preview: HTMLElement }) {
  const adopt = useCallback((host: HTMLDivElement | null) => host?.append(preview), [preview]);
  return <div ref={adopt} className="page-preview-host" />;
}
