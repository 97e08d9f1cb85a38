import { render, screen } from '@testing-library/react';
import { ValidationErrors } from './ValidationErrors';

test('shows only the first message of each field', () => {
  render(
    <ValidationErrors
      errors={{ date_start: ['The date start is required.', 'The date start must be a date.'], guests: ['Choose the guests.'] }}
    />,
  );
  const items = screen.getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toEqual(['The date start is required.', 'Choose the guests.']);
});

test('renders nothing without errors', () => {
  const { container } = render(<ValidationErrors errors={{}} />);
  expect(container.innerHTML).toBe('');
});
