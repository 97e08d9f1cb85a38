import { sameOriginWorkerUrl } from '.';

test('fetches the worker and hands back a blob URL holding its script', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: async () => 'self.onmessage=()=>{}' });
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:http://localhost:8080/1';
  });
  await expect(sameOriginWorkerUrl('http://cdn.localhost/w.mjs')).resolves.toBe('blob:http://localhost:8080/1');
  expect(global.fetch).toHaveBeenCalledWith('http://cdn.localhost/w.mjs');
  expect(blobs[0]?.type).toBe('text/javascript');
});

test('a worker the CDN cannot serve is an error, not an empty worker', async () => {
  global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404, text: async () => '' });
  await expect(sameOriginWorkerUrl('http://cdn.localhost/w.mjs')).rejects.toThrow('404');
});
