import { render, screen } from '@testing-library/react';
import { EmptyState } from './EmptyState';

test('an empty place says what is missing and offers the way to fill it', () => {
  render(
    <EmptyState title="No bookings yet" headingLevel={2} action={<a href="/">Search homes</a>}>
      <p>Bookings you make or receive show here.</p>
    </EmptyState>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'No bookings yet' })).toBeTruthy();
  expect(screen.getByText('Bookings you make or receive show here.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Search homes' })).toBeTruthy();
});

test('inside a popover or a list its title is a paragraph, not a heading', () => {
  render(<EmptyState title="No notifications" />);
  expect(screen.queryByRole('heading')).toBeNull();
  expect(screen.getByText('No notifications').tagName).toBe('P');
});
