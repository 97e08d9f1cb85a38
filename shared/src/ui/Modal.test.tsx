import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from './Modal';

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Book Viewing</button>
      <Modal open={open} title="Booking" onClose={() => setOpen(false)}>
        <label>
          Guests <input name="guests" />
        </label>
      </Modal>
    </>
  );
}

test('opens as the browser modal dialog: focus moves in, and back to the opener when Escape closes it', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Book Viewing' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Booking' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog.open).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Guests' }));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('the page does not scroll while it is open, and scrolls again after', () => {
  document.documentElement.style.overflow = 'auto';
  const { rerender } = render(<Modal title="Reviews" onClose={() => undefined} />);
  expect(document.documentElement.style.overflow).toBe('hidden');
  rerender(<Modal open={false} title="Reviews" onClose={() => undefined} />);
  expect(document.documentElement.style.overflow).toBe('auto');
});

test('a dialog over another closes alone on Escape; the page stays locked until the last one closes', () => {
  const outerClose = jest.fn();
  const innerClose = jest.fn();
  const { rerender } = render(
    <Modal title="Booking" onClose={outerClose}>
      <Modal title="Cancel booking" onClose={innerClose} />
    </Modal>,
  );
  fireEvent.keyDown(screen.getByRole('dialog', { name: 'Cancel booking' }), { key: 'Escape' });
  expect(innerClose).toHaveBeenCalledTimes(1);
  expect(outerClose).not.toHaveBeenCalled();
  rerender(<Modal title="Booking" onClose={outerClose} />);
  expect(document.documentElement.style.overflow).toBe('hidden');
});

test("the browser's own close request (cancel) goes to onClose, which decides", () => {
  const onClose = jest.fn();
  render(<Modal title="Reviews" onClose={onClose} />);
  const dialog = screen.getByRole<HTMLDialogElement>('dialog');
  const cancel = new Event('cancel', { cancelable: true });
  dialog.dispatchEvent(cancel);
  expect(cancel.defaultPrevented).toBe(true);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(dialog.open).toBe(true);
});

test('the close button and the backdrop close it; presses inside do not', () => {
  const onClose = jest.fn();
  render(
    <Modal title="Reviews" onClose={onClose}>
      <p>No reviews to show</p>
    </Modal>,
  );
  fireEvent.mouseDown(screen.getByText('No reviews to show'));
  fireEvent.mouseDown(screen.getByRole('heading', { name: 'Reviews' }));
  expect(onClose).not.toHaveBeenCalled();
  // A press on the ::backdrop reaches the dialog element itself.
  fireEvent.mouseDown(screen.getByRole('dialog'));
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

test('closeOnBackdrop={false} keeps it open on a backdrop press', () => {
  const onClose = jest.fn();
  render(<Modal title="Reviews" onClose={onClose} closeOnBackdrop={false} />);
  fireEvent.mouseDown(screen.getByRole('dialog'));
  expect(onClose).not.toHaveBeenCalled();
});
