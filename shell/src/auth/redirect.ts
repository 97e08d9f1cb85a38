/** Where a signed-in person goes when nothing asked for somewhere else (route dash-statistics). */
export const DEFAULT_AFTER_LOGIN = '/dashboard-statistics';

/** Where a person who has just registered lands: the statistics page's onboarding (is_boarded 0). */
export const DEFAULT_AFTER_REGISTER = '/dashboard-statistics/0';

// Pages a person must not be sent back to after signing in: they would only show the form again.
const SIGN_IN_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The `redirect` query value if it is a path on this site, else the default. Refuses open redirects:
 * "//evil.example" and "/\evil.example" are read by browsers as other hosts, "https://..." and
 * "javascript:..." are not paths at all, and control characters can smuggle either past a check.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_AFTER_LOGIN;
  const base = 'https://roofline.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  if (url.origin !== base) return DEFAULT_AFTER_LOGIN;
  if (SIGN_IN_PAGES.some((page) => url.pathname === page || url.pathname.startsWith(`${page}/`))) return DEFAULT_AFTER_LOGIN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A link to another sign-in page that keeps the place the person was going to. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${new URLSearchParams({ redirect }).toString()}` : path;
}

/**
 * A link to a sign-in page from wherever the person is: it carries `redirect` back there. From a
 * sign-in page it keeps the `redirect` that page already carries (going back to a form is pointless).
 */
export function signInLink(path: string, location: { pathname: string; search: string; hash?: string }): string {
  const onSignInPage = SIGN_IN_PAGES.some((page) => location.pathname === page || location.pathname.startsWith(`${page}/`));
  const here = onSignInPage
    ? new URLSearchParams(location.search).get('redirect')
    : `${location.pathname}${location.search}${location.hash ?? ''}`;
  return withRedirect(path, here);
}
