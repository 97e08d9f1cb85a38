/**
 * Whether the sign-in pages' background video plays. Motion is decoration here, so it gives way to
 * the person: reduced motion gets the still poster, saving data gets neither (not even the poster's
 * bytes), and a person who paused it keeps the still until they press Play.
 */
export type BackgroundVideoMode = 'play' | 'still' | 'none';

export interface ViewingConditions {
  prefersReducedMotion: boolean;
  savesData: boolean;
  pausedByPerson: boolean;
}

export function backgroundVideoMode({ prefersReducedMotion, savesData, pausedByPerson }: ViewingConditions): BackgroundVideoMode {
  if (savesData) return 'none';
  if (prefersReducedMotion || pausedByPerson) return 'still';
  return 'play';
}

/** `navigator.connection` where the browser has it (Chromium); its `saveData` mirrors the Save-Data header. */
interface NetworkInformationWithSaveData {
  saveData?: boolean;
}

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export function browserPrefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

export function browserSavesData(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationWithSaveData }).connection;
  return connection?.saveData === true;
}
