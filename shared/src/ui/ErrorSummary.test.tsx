import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorSummary, useFocusFirstInvalid } from './ErrorSummary';

function Refused() {
  const form = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  const focusFirst = useFocusFirstInvalid(form);
  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        setFailed(true);
        focusFirst();
      }}
    >
      <ErrorSummary errors={failed ? [{ field: 'postcode', message: 'Please enter a valid UK postcode' }] : []} container={form} />
      <label>
        Title <input name="title" />
      </label>
      <label>
        Postcode <input name="postcode" aria-invalid={failed || undefined} />
      </label>
      <label>
        Price <input name="price" aria-invalid={failed || undefined} />
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

test('a refused submit puts the focus on the first field to put right, and the summary links to each', () => {
  render(<Refused />);
  expect(screen.queryByRole('alert')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
  screen.getByLabelText('Title').focus();
  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  // Each message names its field.
  expect(summary.querySelector('a')?.textContent).toBe('Postcode: Please enter a valid UK postcode');
  fireEvent.click(summary.querySelector('a') as HTMLAnchorElement);
  expect(document.activeElement).toBe(screen.getByLabelText('Postcode'));
});
