import { whenStyleLoaded, type MapApi } from './library';

/** A map whose 'load' has already fired, as the live map's hooks find it when they mount. */
function mapAfterLoad(styleLoaded: boolean) {
  const listeners = new Map<string, Set<() => void>>();
  const map = {
    isStyleLoaded: () => styleLoaded,
    on: (type: string, fn: () => void) => listeners.set(type, (listeners.get(type) ?? new Set()).add(fn)),
    off: (type: string, fn: () => void) => listeners.get(type)?.delete(fn),
    once: () => undefined,
  } as unknown as MapApi;
  const fire = (type: string) => [...(listeners.get(type) ?? [])].forEach((fn) => fn());
  return { map, fire, listening: () => [...listeners.values()].reduce((n, set) => n + set.size, 0) };
}

test('a style already loaded runs the layers at once', () => {
  const { map, listening } = mapAfterLoad(true);
  const install = jest.fn();
  whenStyleLoaded(map, install);
  expect(install).toHaveBeenCalledTimes(1);
  expect(listening()).toBe(0);
});

test("a style reloading a source after 'load' has fired runs them at the next idle, once", () => {
  const { map, fire, listening } = mapAfterLoad(false);
  const install = jest.fn();
  whenStyleLoaded(map, install);
  expect(install).not.toHaveBeenCalled();
  fire('idle');
  fire('load');
  fire('idle');
  expect(install).toHaveBeenCalledTimes(1);
  expect(listening()).toBe(0);
});

test('unmounting before the style loads leaves no listener behind', () => {
  const { map, fire, listening } = mapAfterLoad(false);
  const install = jest.fn();
  whenStyleLoaded(map, install)();
  fire('load');
  expect(install).not.toHaveBeenCalled();
  expect(listening()).toBe(0);
});
