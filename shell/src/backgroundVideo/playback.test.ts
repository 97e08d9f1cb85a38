import { backgroundVideoMode } from './playback';

describe('backgroundVideoMode', () => {
  it('plays when the person has no motion or data preference and has not paused it', () => {
    expect(backgroundVideoMode({ prefersReducedMotion: false, savesData: false, pausedByPerson: false })).toBe('play');
  });

  it('shows only the still when the person prefers reduced motion', () => {
    expect(backgroundVideoMode({ prefersReducedMotion: true, savesData: false, pausedByPerson: false })).toBe('still');
  });

  it('shows only the still once the person has paused it', () => {
    expect(backgroundVideoMode({ prefersReducedMotion: false, savesData: false, pausedByPerson: true })).toBe('still');
  });

  it('downloads nothing, not even the still, when the person saves data', () => {
    expect(backgroundVideoMode({ prefersReducedMotion: false, savesData: true, pausedByPerson: false })).toBe('none');
    expect(backgroundVideoMode({ prefersReducedMotion: true, savesData: true, pausedByPerson: true })).toBe('none');
  });
});
