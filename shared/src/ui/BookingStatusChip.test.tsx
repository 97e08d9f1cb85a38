import { render, screen } from '@testing-library/react';
import { BookingStatusChip } from './BookingStatusChip';

const money = { amount_due: 405, paid_amount: 0, refunded_amount: 0 };

test('a booking reads its status in words, coloured by what it means', () => {
  const { rerender } = render(<BookingStatusChip booking={{ status: 'pending', ...money }} />);
  expect(screen.getByText('Requested').className).toContain('ui-chip--info');
  rerender(<BookingStatusChip booking={{ status: 'pending', ...money, paid_amount: 405 }} />);
  expect(screen.getByText('Paid').className).toContain('ui-chip--success');
  rerender(<BookingStatusChip booking={{ status: 'declined', ...money, paid_amount: 405 }} />);
  expect(screen.getByText('Declined').className).toContain('ui-chip--danger');
  rerender(<BookingStatusChip booking={{ status: 'declined', ...money, paid_amount: 405, refunded_amount: 405 }} />);
  expect(screen.getByText('Refunded').getAttribute('data-status')).toBe('declined');
});
