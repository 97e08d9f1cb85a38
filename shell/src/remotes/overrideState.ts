import type { OverrideResolution } from './overrides';

/** The overrides decided at boot, read by <OverrideBanner/>. */
let current: OverrideResolution = { active: [], refused: [] };
const listeners = new Set<() => void>();

export function getOverrideState(): OverrideResolution {
  return current;
}

export function setOverrideState(next: OverrideResolution): void {
  current = next;
  listeners.forEach((listener) => listener());
}

export function subscribeOverrideState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
