import { http, HttpError } from '@marketplace/shared';

type Handler = (path: string, body?: unknown) => unknown;

/**
 * Answers the shared client's calls from a table of path prefixes; a value that is an HttpError is
 * thrown. Returns the list of calls made, in order.
 */
export function stubApi(routes: Record<string, unknown>): Array<{ method: string; path: string; body?: unknown }> {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const answer = async (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    const key = Object.keys(routes).find((prefix) => `${method} ${path}`.startsWith(prefix));
    if (!key) throw new HttpError(404, { message: `no stub for ${method} ${path}` });
    const route = routes[key];
    const value = typeof route === 'function' ? (route as Handler)(path, body) : route;
    if (value instanceof HttpError) throw value;
    return value;
  };
  jest.spyOn(http, 'get').mockImplementation((path) => answer('GET', path));
  jest.spyOn(http, 'post').mockImplementation((path, body) => answer('POST', path, body));
  return calls;
}

/** The fields of a form body, for assertions. */
export function formFields(body: unknown): Record<string, string> {
  return body instanceof URLSearchParams ? Object.fromEntries(body.entries()) : {};
}
