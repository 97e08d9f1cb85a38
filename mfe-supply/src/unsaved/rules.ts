/** The words of the prompt shown before leaving a form with unsaved changes. */
export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_MESSAGE = 'You have unsaved changes. If you leave now, they will be lost.';
export const LEAVE_LABEL = 'Leave';

export interface LinkClick {
  /** The link's resolved address (`anchor.href`). */
  href: string;
  target: string | null;
  download: boolean;
  button: number;
  modified: boolean;
}

/**
 * Where a click on a link takes this tab within the product, or null when it does not leave the page:
 * a new tab or window, a download, another site or the same address stay; the browser's own prompt
 * (beforeunload) covers the rest.
 */
export function inAppDestination(click: LinkClick, here: { origin: string; pathname: string; search: string }): string | null {
  if (click.button !== 0 || click.modified || click.download) return null;
  if (click.target && click.target !== '_self') return null;
  let to: URL;
  try {
    to = new URL(click.href, here.origin);
  } catch {
    return null;
  }
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}
