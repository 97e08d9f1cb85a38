import { render, screen } from '@testing-library/react';
import Calendar from './Calendar';

test("every day's accessible name holds the number it shows, in British form (WCAG 2.5.3, label in name)", () => {
  render(
    <Calendar
      mode="single"
      label="Date"
      first="2027-03-01"
      last="2027-03-31"
      isDisabled={() => false}
      selected={null}
      onSelect={() => undefined}
    />,
  );
  expect(screen.getByRole('button', { name: 'Monday, 1 March 2027' })).toBeTruthy();
  const days = screen.getAllByRole('gridcell').flatMap((cell) => Array.from(cell.querySelectorAll('button')));
  expect(days.length).toBeGreaterThanOrEqual(31);
  for (const day of days) expect(day.getAttribute('aria-label')?.split(/[ ,]+/)).toContain(day.textContent);
});
