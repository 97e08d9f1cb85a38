import { act, fireEvent, render, screen } from '@testing-library/react';
import { COPY_TOOLTIP, ShareMenu } from './ShareMenu';

const URL = 'https://roofline.test/ad-details/48';

function setMobile(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('767'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it("copies the link, reads 'Copied: ...' and goes back to 'Copy to clipboard' on mouse-out", async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(<ShareMenu url={URL} title="Villa in Acton" />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  const copy = screen.getByRole('button', { name: 'Copy Link' });
  expect(screen.getByRole('tooltip').textContent).toBe(COPY_TOOLTIP);
  await act(async () => fireEvent.click(copy));
  expect(writeText).toHaveBeenCalledWith(URL);
  expect(screen.getByRole('tooltip').textContent).toBe(`Copied: ${URL}`);
  fireEvent.mouseLeave(copy);
  expect(screen.getByRole('tooltip').textContent).toBe('Copy to clipboard');
});

it('offers WhatsApp, e-mail and X at every size, Messenger on phones only', () => {
  setMobile(false);
  const { unmount } = render(<ShareMenu url={URL} title="Villa" />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['WhatsApp', 'Email', 'X', 'Facebook', 'Linkedin']);
  expect(screen.queryByText('Twitter')).toBeNull();
  unmount();
  setMobile(true);
  render(<ShareMenu url={URL} title="Villa" />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'WhatsApp',
    'Email',
    'X',
    'Facebook',
    'Messenger',
    'Linkedin',
  ]);
  expect(screen.getByRole('link', { name: 'X' }).getAttribute('href')).toMatch(/^https:\/\/x\.com\/intent\/post\?url=/);
  expect(screen.getByRole('link', { name: 'Linkedin' }).getAttribute('href')).toContain(encodeURIComponent(URL));
});

it('copies nothing in preview mode', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  render(<ShareMenu url={URL} title="Villa" disabled />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy Link' })));
  expect(writeText).not.toHaveBeenCalled();
});
