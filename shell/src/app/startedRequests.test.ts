import { http, HttpError, setRuntimeConfig, type RuntimeConfig } from '@marketplace/shared';
import { firstRequest, startRequest, takeStartedRequest } from './startedRequests';

const STATISTICS_REQUEST = 'api/user/statistics?days=30';

beforeAll(() => setRuntimeConfig({ imageBaseUrl: 'http://api.test/storage' } as RuntimeConfig));
afterEach(() => {
  jest.restoreAllMocks();
  document.head.replaceChildren();
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

test("an advert's page and the statistics page name the GET the shell sends at boot", () => {
  expect(firstRequest('/ad-details/705', false)).toBe('api/properties/705');
  expect(firstRequest('/ad-service/12/', false)).toBe('api/services/12');
  expect(firstRequest('/dashboard-statistics', true)).toBe(STATISTICS_REQUEST);
  // A visitor is sent to sign in; other pages ask for themselves.
  expect(firstRequest('/dashboard-statistics', false)).toBeNull();
  for (const path of ['/', '/ad-details/abc', '/dashboard-portfolio', '/donate']) expect(firstRequest(path, true)).toBeNull();
});

test("the page takes the answer once, and the advert's first photo is fetched as soon as the answer names it", async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue({
    data: {
      id: 705,
      documents_property_images: [
        { id: 1, file_path: 'adverts/705/front.jpg' },
        { id: 2, file_path: 'adverts/705/hall.jpg' },
      ],
    },
  });
  startRequest('api/properties/705');
  expect(takeStartedRequest('api/properties/12')).toBeUndefined();
  const started = takeStartedRequest('api/properties/705');
  expect(started?.path).toBe('api/properties/705');
  await expect(started?.answer).resolves.toMatchObject({ data: { id: 705 } });
  expect(takeStartedRequest('api/properties/705')).toBeUndefined();
  expect(get).toHaveBeenCalledTimes(1);

  const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  expect(preloads.map((link) => [link.href, link.getAttribute('fetchpriority')])).toEqual([
    ['http://api.test/storage/adverts/705/front.jpg', 'high'],
  ]);
});

test('a failed call is not handed over: the page asks again when it is shown (after signing in, say)', async () => {
  jest.spyOn(http, 'get').mockRejectedValue(new HttpError(401, { message: 'Unauthenticated.' }));
  startRequest(STATISTICS_REQUEST);
  await settled();
  expect(takeStartedRequest(STATISTICS_REQUEST)).toBeUndefined();
  expect(document.head.querySelector('link')).toBeNull();
});
