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

test('a passing notice can be dismissed; an empty one draws no button', () => {
  const dismiss = jest.fn();
  const { rerender } = render(
    <Alert tone="success" onDismiss={dismiss}>
      Search saved.
    </Alert>,
  );
  screen.getByRole('button', { name: 'Dismiss' }).click();
  expect(dismiss).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status').textContent).toBe('Search saved.×Dismiss');
  rerender(<Alert tone="success" onDismiss={dismiss} />);
  expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull();
});
