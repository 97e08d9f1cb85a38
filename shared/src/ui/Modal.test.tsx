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

test('focus moves into the dialog and returns to the opener when Escape closes it', () => {
  render(<Page />);
  const opener = screen.getByRole('button', { name: 'Book Viewing' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Booking' });
  expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Guests' }));
  fireEvent.keyDown(dialog, { key: 'Escape' });
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});

test('the close button and the backdrop close it; clicks inside do not', () => {
  const onClose = jest.fn();
  render(
    <Modal title="Reviews" onClose={onClose}>
      <p>No reviews to show</p>
    </Modal>,
  );
  fireEvent.mouseDown(screen.getByText('No reviews to show'));
  expect(onClose).not.toHaveBeenCalled();
  fireEvent.mouseDown(document.querySelector('.ui-modal-backdrop')!);
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});
