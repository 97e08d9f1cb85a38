import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '../events';
import { Popover } from './Popover';

function Page() {
  return (
    <>
      <Popover
        label="Notifications"
        trigger={(props) => (
          <button type="button" {...props}>
            Bell
          </button>
        )}
      >
        {(close) => (
          <ul>
            <li>
              <button type="button">New message from James</button>
            </li>
            <li>
              <button type="button" onClick={close}>
                Done
              </button>
            </li>
          </ul>
        )}
      </Popover>
      <button type="button">Search</button>
    </>
  );
}

function open() {
  render(<Page />);
  const bell = screen.getByRole('button', { name: 'Bell' });
  bell.focus();
  fireEvent.click(bell);
  const panel = screen.getByRole('dialog', { name: 'Notifications' });
  expect(bell.getAttribute('aria-expanded')).toBe('true');
  expect(bell.getAttribute('aria-controls')).toBe(panel.id);
  return { bell, panel };
}

test('it opens from its button with focus inside, ready for the keyboard, once it is in place', async () => {
  const { panel } = open();
  await waitFor(() => expect(panel.dataset.placed).toBe('true'));
  expect(document.activeElement).toBe(panel);
});

test('Escape closes it and puts focus back on its button', () => {
  const { bell } = open();
  screen.getByRole('button', { name: 'New message from James' }).focus();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(bell.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(bell);
});

test('a press outside closes it; a press inside does not', () => {
  open();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'New message from James' }));
  expect(screen.getByRole('dialog')).toBeTruthy();
  fireEvent.pointerDown(document.body);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a new page closes it', () => {
  open();
  act(() => bus.emit('page:changed', { path: '/dashboard-user-messages/4' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('focus leaving it closes it, and stays where it went', () => {
  open();
  const search = screen.getByRole('button', { name: 'Search' });
  const item = screen.getByRole('button', { name: 'Done' });
  fireEvent.focusOut(item, { relatedTarget: search });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('closing from inside gives focus back to its button', () => {
  const { bell } = open();
  const done = screen.getByRole('button', { name: 'Done' });
  done.focus();
  fireEvent.click(done);
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(bell);
});

test('its button toggles it', () => {
  const { bell } = open();
  fireEvent.click(bell);
  expect(screen.queryByRole('dialog')).toBeNull();
});
