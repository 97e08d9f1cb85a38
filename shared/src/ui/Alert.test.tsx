import { render, screen } from '@testing-library/react';
import { Alert } from './Alert';

test('an error is read at once; a success waits for the reader', () => {
  render(
    <>
      <Alert tone="error">Could not save.</Alert>
      <Alert tone="success">Contact details saved.</Alert>
    </>,
  );
  expect(screen.getByRole('alert').textContent).toBe('Could not save.');
  expect(screen.getByRole('status').textContent).toBe('Contact details saved.');
});
