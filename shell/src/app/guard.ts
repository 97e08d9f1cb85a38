/** Where a visitor lands: the part of a location the login page must bring them back to. */
export interface GuardLocation {
  pathname: string;
  search: string;
  hash?: string;
}

/**
 * The login-needed rule of the route table: a visitor who is not signed in goes to the login route
 * with `redirect` holding the full original path (query and fragment included), so signing in
 * brings them back where they were. Returns null when the route may render.
 */
export function loginRedirect(location: GuardLocation, authenticated: boolean): string | null {
  if (authenticated) return null;
  const original = `${location.pathname}${location.search}${location.hash ?? ''}`;
  return `/login?${new URLSearchParams({ redirect: original }).toString()}`;
}
