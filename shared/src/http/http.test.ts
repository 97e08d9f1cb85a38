import { setRuntimeConfig, type RuntimeConfig } from '../config';
import { configureHttp, CSRF_ERROR_MESSAGE, http, HttpError, onSignedOut, SERVER_ERROR_MESSAGE } from '.';

const config = { apiUrl: 'http://api.test/', imageBaseUrl: 'http://img.test' } as RuntimeConfig;

function reply(status: number, body?: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(typeof body === 'object' ? { 'content-type': 'application/json' } : {}),
    text: async () => text,
  } as unknown as Response;
}

const fetchMock = jest.fn();
const hooks = { navigateToLogin: jest.fn(), notifyError: jest.fn() };
const signedOut = jest.fn();
let stopSignedOut: () => void;

beforeEach(() => {
  setRuntimeConfig(config);
  fetchMock.mockReset();
  hooks.navigateToLogin.mockReset();
  hooks.notifyError.mockReset();
  signedOut.mockReset();
  global.fetch = fetchMock;
  configureHttp(hooks);
  stopSignedOut = onSignedOut(signedOut);
  document.cookie = 'XSRF-TOKEN=abc%3D%3D';
});
afterEach(() => stopSignedOut());

function lastCall(): [string, RequestInit & { headers: Headers }] {
  return fetchMock.mock.calls[fetchMock.mock.calls.length - 1];
}

test('posts JSON to the API with credentials, the XHR header and the decoded XSRF token', async () => {
  fetchMock.mockResolvedValue(reply(200, { data: [1] }));
  await expect(http.post('/api/properties-list', { ad_type: 6 })).resolves.toEqual({ data: [1] });
  const [url, init] = lastCall();
  expect(url).toBe('http://api.test/api/properties-list');
  expect(init.method).toBe('POST');
  expect(init.credentials).toBe('include');
  expect(init.body).toBe('{"ad_type":6}');
  expect(init.headers.get('Content-Type')).toBe('application/json');
  expect(init.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  expect(init.headers.get('X-XSRF-TOKEN')).toBe('abc==');
});

test('passes FormData through untouched and accepts absolute pagination links', async () => {
  fetchMock.mockResolvedValue(reply(200, { data: [] }));
  const form = new FormData();
  form.append('ad_id', '4');
  await http.post('http://api.test/api/properties-list?page=2', form, { headers: { 'Retry-After': '3' } });
  const [url, init] = lastCall();
  expect(url).toBe('http://api.test/api/properties-list?page=2');
  expect(init.body).toBe(form);
  expect(init.headers.get('Content-Type')).toBeNull();
  expect(init.headers.get('Retry-After')).toBe('3');
});

test('401 signs the user out without navigating and rejects', async () => {
  fetchMock.mockResolvedValue(reply(401, { message: 'Unauthenticated.' }));
  const error = await http.get('api/user').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(HttpError);
  expect((error as HttpError).status).toBe(401);
  expect(signedOut).toHaveBeenCalledTimes(1);
  expect(hooks.navigateToLogin).not.toHaveBeenCalled();
});

test.each([419, 503])('%i (a 503 without Retry-After) signs out and goes to login', async (status) => {
  fetchMock.mockResolvedValue(reply(status, {}));
  await expect(http.post('api/logout')).rejects.toMatchObject({ status, handled: true });
  expect(signedOut).toHaveBeenCalledTimes(1);
  expect(hooks.navigateToLogin).toHaveBeenCalledTimes(1);
});

test('a 503 with Retry-After is tried again after the wait, and nobody is signed out', async () => {
  jest.useFakeTimers();
  try {
    const busy = { ...reply(503, { message: 'The service is busy. Please try again in a moment.' }) };
    Object.defineProperty(busy, 'headers', { value: new Headers({ 'content-type': 'application/json', 'retry-after': '1' }) });
    fetchMock.mockResolvedValueOnce(busy).mockResolvedValueOnce(reply(200, { data: { id: 3 } }));
    const form = new FormData();
    form.append('images', 'photo');
    const answer = http.post('api/user/adverts/3/images', form);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toEqual({ data: { id: 3 } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(lastCall()[1].body).toBe(form);

    // Still busy after two more tries: the person is told, and stays signed in on the page.
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(busy);
    const refused = http.post('api/user/adverts/3/images', form).catch((e: unknown) => e);
    await jest.advanceTimersByTimeAsync(2000);
    expect(await refused).toMatchObject({ status: 503, handled: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(hooks.notifyError).toHaveBeenCalledWith('The service is busy. Please try again in a moment.');
    expect(signedOut).not.toHaveBeenCalled();
    expect(hooks.navigateToLogin).not.toHaveBeenCalled();
  } finally {
    jest.useRealTimers();
  }
});

test('419 renews the token and tries once more, with the new token, and nobody is signed out', async () => {
  fetchMock
    .mockResolvedValueOnce(reply(419, { message: 'CSRF token mismatch.' }))
    .mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh';
      return reply(204);
    })
    .mockResolvedValueOnce(reply(201, { id: 7 }));
  await expect(http.post('api/user/saved-searches', { name: 'Flats' })).resolves.toEqual({ id: 7 });
  const [, renewal, retry] = fetchMock.mock.calls as [unknown, [string], [string, RequestInit & { headers: Headers }]];
  expect(renewal[0]).toBe('http://api.test/sanctum/csrf-cookie');
  expect(retry[0]).toBe('http://api.test/api/user/saved-searches');
  expect(retry[1].body).toBe('{"name":"Flats"}');
  expect(retry[1].headers.get('X-XSRF-TOKEN')).toBe('fresh');
  expect(signedOut).not.toHaveBeenCalled();
  expect(hooks.navigateToLogin).not.toHaveBeenCalled();
});

test('a second 419 after a renewal goes to login, with no third try', async () => {
  fetchMock.mockResolvedValueOnce(reply(419, {})).mockResolvedValueOnce(reply(204)).mockResolvedValueOnce(reply(419, {}));
  await expect(http.put('api/user/saved-searches/3', { name: 'A' })).rejects.toMatchObject({ status: 419, handled: true });
  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(hooks.navigateToLogin).toHaveBeenCalledTimes(1);
});

test('calls refused together share one renewal', async () => {
  fetchMock.mockImplementation(async (url: string, init: RequestInit & { headers: Headers }) => {
    if (url.endsWith('sanctum/csrf-cookie')) {
      document.cookie = 'XSRF-TOKEN=fresh';
      return reply(204);
    }
    return init.headers.get('X-XSRF-TOKEN') === 'fresh' ? reply(200, { ok: true }) : reply(419, {});
  });
  await expect(Promise.all([http.post('api/a'), http.post('api/b')])).resolves.toEqual([{ ok: true }, { ok: true }]);
  expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('sanctum/csrf-cookie'))).toHaveLength(1);
});

test('500 shows the spec alert', async () => {
  fetchMock.mockResolvedValue(reply(500, 'boom'));
  await expect(http.get('api/properties/1')).rejects.toMatchObject({ status: 500, handled: true });
  expect(hooks.notifyError).toHaveBeenCalledWith(SERVER_ERROR_MESSAGE);
  expect(signedOut).not.toHaveBeenCalled();
});

test("a failed call keeps the API's request id, and a server error names it in the console", async () => {
  const failed = reply(500, { message: 'Server Error' });
  failed.headers.set('x-request-id', 'qWeRtYuIoPaSdFgHjKlZ');
  fetchMock.mockResolvedValue(failed);
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(http.get('api/properties/1')).rejects.toMatchObject({ status: 500, requestId: 'qWeRtYuIoPaSdFgHjKlZ' });
  expect(logged).toHaveBeenCalledWith('GET api/properties/1 answered 500 (request qWeRtYuIoPaSdFgHjKlZ)');
  logged.mockRestore();
});

test('other statuses reach the caller with the server errors and no global side effect', async () => {
  const body = { message: 'The given data was invalid.', errors: { address: ['The address field is required.'] } };
  fetchMock.mockResolvedValue(reply(422, body));
  await expect(http.post('api/properties-list', {})).rejects.toMatchObject({ status: 422, data: body, handled: false });
  expect(hooks.notifyError).not.toHaveBeenCalled();
  expect(signedOut).not.toHaveBeenCalled();
});

test('a network failure rejects as an HttpError with status 0', async () => {
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
  await expect(http.get('api/user')).rejects.toMatchObject({ status: 0, data: { message: 'Failed to fetch' } });
});

test('csrf calls the sanctum cookie route; failure shows the csrf alert only', async () => {
  fetchMock.mockResolvedValue(reply(204));
  await http.csrf();
  expect(lastCall()[0]).toBe('http://api.test/sanctum/csrf-cookie');

  fetchMock.mockResolvedValue(reply(500, {}));
  await expect(http.csrf()).rejects.toBeInstanceOf(HttpError);
  expect(hooks.notifyError).toHaveBeenCalledTimes(1);
  expect(hooks.notifyError).toHaveBeenCalledWith(CSRF_ERROR_MESSAGE);
});
