import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { CountBadge, FilterChip, StatusChip } from './Chip';

function PetsFilter() {
  const [on, setOn] = useState(false);
  return (
    <FilterChip selected={on} onChange={setOn}>
      Pets allowed
    </FilterChip>
  );
}

test('a filter chip is a toggle that says whether it is on', () => {
  render(<PetsFilter />);
  const chip = screen.getByRole('button', { name: 'Pets allowed' });
  expect(chip.getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(chip);
  expect(chip.getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(chip);
  expect(chip.getAttribute('aria-pressed')).toBe('false');
});

test('a status chip says its state in words, its colour following its meaning', () => {
  render(<StatusChip tone="success">Paid</StatusChip>);
  const chip = screen.getByText('Paid');
  expect(chip.tagName).toBe('SPAN');
  expect(chip.className).toContain('ui-chip--success');
  expect(screen.queryByRole('button')).toBeNull();
});

test('a count badge shows the number it is given', () => {
  render(<CountBadge data-testid="unread">12</CountBadge>);
  expect(screen.getByTestId('unread').textContent).toBe('12');
  expect(screen.getByTestId('unread').className).toBe('ui-count');
});
