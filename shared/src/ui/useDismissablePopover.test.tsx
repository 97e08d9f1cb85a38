import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus } from '../events';
import { useDismissablePopover } from './useDismissablePopover';

function Menu() {
  const { open, close, rootRef, popoverId, triggerProps } = useDismissablePopover();
  return (
    <div ref={rootRef}>
      <button type="button" {...triggerProps}>
        Account
      </button>
      <ul id={popoverId} hidden={!open}>
        <li>
          <button onClick={close}>Dashboard</button>
        </li>
      </ul>
    </div>
  );
}

function setUp() {
  render(
    <>
      <Menu />
      <p>Elsewhere</p>
    </>,
  );
  const trigger = screen.getByRole('button', { name: 'Account' });
  fireEvent.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  expect(document.getElementById(trigger.getAttribute('aria-controls')!)?.hidden).toBe(false);
  return trigger;
}

test('Escape closes it and gives focus back to its button', () => {
  const trigger = setUp();
  screen.getByRole('button', { name: 'Dashboard' }).focus();
  fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(document.activeElement).toBe(trigger);
});

test('a press outside closes it; a press inside does not', () => {
  const trigger = setUp();
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Dashboard' }));
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
  fireEvent.pointerDown(screen.getByText('Elsewhere'));
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
});

test('the button toggles it and a choice inside closes it', () => {
  const trigger = setUp();
  fireEvent.click(screen.getByRole('button', { name: 'Dashboard' }));
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(trigger);
  fireEvent.click(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
});

test('other keys leave it open', () => {
  const trigger = setUp();
  fireEvent.keyDown(document.body, { key: 'Enter' });
  expect(trigger.getAttribute('aria-expanded')).toBe('true');
});

test('a new page closes it: the router moving on, or Back', () => {
  const trigger = setUp();
  act(() => bus.emit('page:changed', { path: '/dashboard-notifications' }));
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(trigger);
  act(() => {
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
});
