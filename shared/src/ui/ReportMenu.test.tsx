import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { User } from '../entities';
import { sessionStore } from '../stores';
import { REPORT_LOGIN_NOTICE, ReportMenu } from './ReportMenu';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});
afterEach(() => act(() => sessionStore.setUser(null)));

/** Opens the menu from its button, as the keyboard does, and chooses a reason. */
function choose(reason: string): HTMLElement {
  const button = screen.getByRole('button', { name: 'Report' });
  button.focus();
  fireEvent.click(button);
  const item = screen.getByRole('button', { name: reason });
  item.focus();
  fireEvent.click(item);
  return button;
}

test('a visitor who chooses a reason is told to log in, and the focus stays on the Report button', () => {
  render(<ReportMenu advertId={12} />);
  const button = choose('Spam');
  expect(screen.getByRole('status').textContent).toBe(REPORT_LOGIN_NOTICE);
  expect(screen.queryByRole('list', { name: 'Report this advert' })).toBeNull();
  expect(document.activeElement).toBe(button);
});

test('closing the prompt without reporting gives the focus back to the Report button and sends nothing', async () => {
  act(() => sessionStore.setUser({ id: 7, contact: { name: 'Emily', email: 'e@x.test' } } as unknown as User));
  render(<ReportMenu advertId={12} />);
  const button = choose('Scam');
  const prompt = await screen.findByRole('dialog', { name: 'Report as Scam' });
  expect(prompt.contains(document.activeElement)).toBe(true);
  fireEvent.keyDown(prompt, { key: 'Escape' });
  // The prompt is its own root, unmounted once the answer is given.
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(document.activeElement).toBe(button);
  expect(fetchMock).not.toHaveBeenCalled();
});
