import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { confirm, ConfirmDialog } from './ConfirmDialog';

test('confirm without text gives true; the dialog is labelled by its title', () => {
  const onResult = jest.fn();
  render(<ConfirmDialog title="Cancel booking" message="Are you sure?" allowMessage onResult={onResult} />);
  expect(screen.getByRole('dialog', { name: 'Cancel booking' }).getAttribute('aria-modal')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onResult).toHaveBeenCalledWith(true);
});

test('confirm with text gives the typed message; Shift+Enter does not confirm, Enter does', () => {
  const onResult = jest.fn();
  render(<ConfirmDialog title="Decline" message="Decline this request?" allowMessage onResult={onResult} />);
  const box = screen.getByPlaceholderText<HTMLTextAreaElement>('Optional message');
  expect(box.maxLength).toBe(1000);
  fireEvent.change(box, { target: { value: 'Dates no longer free' } });
  expect(fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })).toBe(true);
  expect(onResult).not.toHaveBeenCalled();
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onResult).toHaveBeenCalledWith('Dates no longer free');
});

test('Go Back, the close button and Escape all give false', () => {
  const onResult = jest.fn();
  render(<ConfirmDialog title="Delete" message="Delete the draft?" onResult={onResult} />);
  expect(screen.queryByPlaceholderText('Optional message')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
  expect(onResult.mock.calls).toEqual([[false], [false], [false]]);
});

test('the imperative confirm resolves with the choice and removes the dialog', async () => {
  let pending!: Promise<boolean | string>;
  await act(async () => {
    pending = confirm({ title: 'Report', message: 'Are you sure you want to report this advertise?', confirmLabel: 'Report' });
  });
  expect(screen.getByText('Are you sure you want to report this advertise?')).toBeTruthy();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Report' }));
  });
  await expect(pending).resolves.toBe(true);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});
