import { act, fireEvent, render, screen } from '@testing-library/react';
import { BackgroundVideo } from './BackgroundVideo';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

async function afterPageIdle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
}

describe('BackgroundVideo', () => {
  it('starts the muted, looping video only once the page is idle, and Pause swaps it for the still', async () => {
    preferReducedMotion(false);
    const { container } = render(<BackgroundVideo />);
    expect(container.querySelector('video')).toBeNull();

    await afterPageIdle();
    const video = container.querySelector('video');
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(video?.paused).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Pause background video' }));
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Play background video' }));
    expect(container.querySelector('video')).not.toBeNull();
  });

  it('shows only the still, with no Pause button, to a person who prefers reduced motion', async () => {
    preferReducedMotion(true);
    const { container } = render(<BackgroundVideo />);
    await afterPageIdle();
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
