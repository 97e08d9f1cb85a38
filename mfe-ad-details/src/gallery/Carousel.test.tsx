import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installTestConfig } from '../test/fixtures';
import { Carousel } from './Carousel';

beforeAll(installTestConfig);

const photos = [{ file_path: 'one.webp' }, { file_path: 'two.webp' }, { file_path: 'three.webp' }];

async function openViewer(name = 'Open photo 1 of 3 full screen') {
  const opener = screen.getByRole('button', { name });
  opener.focus();
  fireEvent.click(opener);
  return screen.findByRole('dialog', { name: 'Photos' });
}

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

describe('the full-screen viewer of the photos', () => {
  it('opens on the photo shown, with its counter and caption, the focus inside', async () => {
    render(<Carousel images={photos} noun="Photo" label="Photos" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    const viewer = await openViewer('Open photo 2 of 3 full screen');
    expect(within(viewer).getByText('2 / 3').getAttribute('aria-live')).toBe('polite');
    expect(within(viewer).getByRole('img', { name: 'Photo 2 of 3' }).getAttribute('src')).toContain('two.webp');
    expect(within(viewer).getByText('Photo 2 of 3', { selector: 'figcaption' })).toBeTruthy();
    expect(viewer.contains(document.activeElement)).toBe(true);
  });

  it('moves with the arrow keys and wraps round at both ends', async () => {
    render(<Carousel images={photos} noun="Photo" label="Photos" />);
    const viewer = await openViewer();
    press('ArrowRight');
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    press('ArrowLeft');
    press('ArrowLeft');
    expect(within(viewer).getByText('3 / 3')).toBeTruthy();
    press('ArrowRight');
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
  });

  it('moves with a sideways swipe, not with a scroll up or down', async () => {
    render(<Carousel images={photos} noun="Photo" label="Photos" />);
    const viewer = await openViewer();
    const swipe = (from: [number, number], to: [number, number]) => {
      const picture = within(viewer).getByRole('img');
      fireEvent.touchStart(picture, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(picture, { touches: [], changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 400], [100, 410]);
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    swipe([200, 200], [230, 500]);
    expect(within(viewer).getByText('2 / 3')).toBeTruthy();
    swipe([100, 400], [300, 400]);
    expect(within(viewer).getByText('1 / 3')).toBeTruthy();
  });

  it('closes on Escape and gives the focus back to the photo, the carousel left where the viewer was', async () => {
    render(<Carousel images={photos} noun="Photo" label="Photos" />);
    const viewer = await openViewer();
    press('ArrowRight');
    press('ArrowRight');
    act(() => {
      fireEvent.keyDown(viewer, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open photo 3 of 3 full screen' }));
  });

  it('keeps Tab inside: from the last control to the first and back', async () => {
    render(<Carousel images={photos} noun="Photo" label="Photos" />);
    const viewer = await openViewer();
    const close = within(viewer).getByRole('button', { name: 'Close photos' });
    const next = within(viewer).getByRole('button', { name: 'Next photo' });
    next.focus();
    press('Tab');
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(next);
  });

  it('closes with its labelled close button', async () => {
    render(<Carousel images={photos} noun="Photo" label="Photos" />);
    const viewer = await openViewer();
    fireEvent.click(within(viewer).getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has nothing to open without photos', () => {
    render(<Carousel images={[]} noun="Photo" label="Photos" />);
    expect(screen.getByRole('img', { name: 'No photos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /full screen/ })).toBeNull();
  });
});

describe('the floorplan viewer', () => {
  it('zooms with its buttons and resets', async () => {
    render(<Carousel images={[{ file_path: 'plan.svg' }]} noun="Floorplan" label="Floorplans" zoom />);
    fireEvent.click(screen.getByRole('button', { name: 'Open floorplan 1 of 1 full screen' }));
    const viewer = await screen.findByRole('dialog', { name: 'Floorplans' });
    const zoom = within(viewer).getByRole('group', { name: 'Zoom' });
    const level = () => parseInt(within(zoom).getByText(/%$/).textContent ?? '', 10);
    expect(level()).toBe(100);
    expect(within(zoom).getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(zoom).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(level()).toBeGreaterThan(100));
    expect(within(zoom).getByRole('button', { name: 'Zoom out' }).hasAttribute('disabled')).toBe(false);
    fireEvent.click(within(zoom).getByRole('button', { name: 'Reset zoom' }));
    await waitFor(() => expect(level()).toBe(100));
    // One floorplan: nothing to move to.
    expect(within(viewer).queryByRole('button', { name: 'Next floorplan' })).toBeNull();
  });
});
