import { followPageHost } from './pageHost';
import type { RuntimeConfig } from './runtimeConfig';

const config = {
  apiUrl: 'http://localhost:8000',
  imageBaseUrl: 'http://localhost:8000/storage',
  realtime: { key: 'k', wsHost: 'localhost', wsPort: 8000, forceTLS: false, cluster: 'eu' },
  siteUrl: 'http://localhost:8080',
} as RuntimeConfig;

test('a page opened at 127.0.0.1 reaches the API, its images and its WebSocket at 127.0.0.1', () => {
  const followed = followPageHost(config, '127.0.0.1');
  expect(followed.apiUrl).toBe('http://127.0.0.1:8000');
  expect(followed.imageBaseUrl).toBe('http://127.0.0.1:8000/storage');
  expect(followed.realtime.wsHost).toBe('127.0.0.1');
  expect(followed.realtime.wsPort).toBe(8000);
});

test('a page at localhost, or at a real host, keeps the configuration as it is', () => {
  expect(followPageHost(config, 'localhost')).toEqual(config);
  expect(followPageHost(config, 'roofline.co.uk')).toBe(config);
});

test('an API, a bucket or a realtime service on another host stays there', () => {
  const elsewhere = {
    ...config,
    apiUrl: 'https://api.roofline.co.uk',
    imageBaseUrl: 'https://images.roofline.co.uk/',
    realtime: { ...config.realtime, wsHost: 'ws-eu.pusher.com' },
  };
  expect(followPageHost(elsewhere, '127.0.0.1')).toEqual(elsewhere);
});
