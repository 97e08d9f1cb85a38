import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from '@marketplace/shared';
import { useApi } from './useApi';

afterEach(() => jest.restoreAllMocks());

it('takes the answer the shell asked for at boot for the same path, once: a changed path or a reload asks the API', async () => {
  const get = jest.spyOn(http, 'get').mockImplementation(async (path) => ({ asked: path }));
  const started = { path: 'api/user/statistics?days=30', answer: Promise.resolve({ asked: 'at boot' }) };
  const { result, rerender } = renderHook(({ path }) => useApi<{ asked: string }>(path, started), {
    initialProps: { path: 'api/user/statistics?days=30' },
  });
  await waitFor(() => expect(result.current.data).toEqual({ asked: 'at boot' }));
  expect(get).not.toHaveBeenCalled();

  act(() => result.current.reload());
  await waitFor(() => expect(result.current.data).toEqual({ asked: 'api/user/statistics?days=30' }));
  rerender({ path: 'api/user/statistics?days=7' });
  await waitFor(() => expect(result.current.data).toEqual({ asked: 'api/user/statistics?days=7' }));
  expect(get.mock.calls.map(([path]) => path)).toEqual(['api/user/statistics?days=30', 'api/user/statistics?days=7']);
});

it("leaves another path's started answer alone", async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue({ asked: 'the API' });
  const started = { path: 'api/user/statistics?days=30', answer: Promise.resolve({ asked: 'at boot' }) };
  const { result } = renderHook(() => useApi<{ asked: string }>('api/user/adverts', started));
  await waitFor(() => expect(result.current.data).toEqual({ asked: 'the API' }));
  expect(get).toHaveBeenCalledWith('api/user/adverts');
});
