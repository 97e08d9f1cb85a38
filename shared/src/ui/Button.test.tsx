import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button, ButtonLink, BUSY_LABEL } from './Button';
import { setNavigator } from '../navigation';

test('a busy button says Please wait, keeps its label in place and cannot be pressed again', () => {
  const onClick = jest.fn();
  render(
    <Button variant="primary" busy onClick={onClick}>
      Reserve
    </Button>,
  );
  const button = screen.getByRole('button', { name: BUSY_LABEL });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  // The label stays in the button (hidden by its style), so the button keeps the width it had.
  expect(button.querySelector('.ui-button__label')?.textContent).toBe('Reserve');
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('a handler that returns a promise makes the button busy until it settles: a second press sends nothing', async () => {
  let finish: () => void = () => undefined;
  const onClick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<Button onClick={onClick}>Send</Button>);
  const button = screen.getByRole('button', { name: 'Send' });
  fireEvent.click(button);
  fireEvent.click(button);
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(button).toHaveProperty('textContent', `Send${BUSY_LABEL}`);
  await act(async () => finish());
  expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-disabled')).toBeNull();
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(2);
});

test('a busy submit button does not send its form', () => {
  const onSubmit = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <input aria-label="Email" />
      <Button type="submit" busy>
        Log in
      </Button>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: BUSY_LABEL }));
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a button that cannot be used says why beside it, stays focusable and does nothing when pressed', () => {
  const onClick = jest.fn();
  render(
    <Button variant="primary" disabledReason="Choose a date and a time first." onClick={onClick}>
      Book
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Book' });
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(button).toHaveProperty('disabled', false);
  const reason = document.getElementById(button.getAttribute('aria-describedby')!);
  expect(reason?.textContent).toBe('Choose a date and a time first.');
  expect(button.parentElement).toBe(reason?.parentElement);
  button.focus();
  expect(document.activeElement).toBe(button);
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('a button is a plain button unless it says submit, and carries its look', () => {
  const onSubmit = jest.fn();
  render(
    <form onSubmit={onSubmit}>
      <Button variant="danger" size="small">
        Remove
      </Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Remove' });
  expect(button.getAttribute('type')).toBe('button');
  expect(button.className).toBe('ui-button ui-button--danger ui-button--small');
  fireEvent.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a link styled as a button is a link that navigates in the app', () => {
  const go = jest.fn();
  const unregister = setNavigator(go);
  render(
    <ButtonLink to="/add-edit-ad" variant="primary">
      Add Property
    </ButtonLink>,
  );
  const link = screen.getByRole('link', { name: 'Add Property' });
  expect(link.getAttribute('href')).toBe('/add-edit-ad');
  expect(link.className).toContain('ui-button--primary');
  fireEvent.click(link);
  expect(go).toHaveBeenCalledWith('/add-edit-ad');
  unregister();
});
