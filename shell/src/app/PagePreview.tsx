import { useCallback } from 'react';

/** The preview the web origin served in the page's HTML (its boot plan's: advert.html, dashboard.html), by path. */
let served: { path: string; preview: HTMLElement } | null = null;

/** Keeps the served preview, at boot, before the app's first render replaces the root's content. */
export function keepServedPreview(): void {
  const preview = document.querySelector<HTMLElement>('#root .page-preview');
  served = preview ? { path: window.location.pathname, preview } : null;
}

/**
 * The served preview when the page at `pathname` is the one the browser opened: the advert and statistics
 * pages show it, the same element, until their remote has rendered, so what it painted (the advert's photo,
 * the figures' cards) stays painted instead of blinking out and back.
 */
export function servedPreview(pathname: string): HTMLElement | null {
  return served?.path === pathname ? served.preview : null;
}

/** Shows the served preview's element where it is rendered (React leaves the host's own children alone). */
export function PagePreview({ preview }: { preview: HTMLElement }) {
  const adopt = useCallback((host: HTMLDivElement | null) => host?.append(preview), [preview]);
  return <div ref={adopt} className="page-preview-host" />;
}
