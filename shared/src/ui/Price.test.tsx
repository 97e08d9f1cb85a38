import { render } from '@testing-library/react';
import { Price } from './Price';

test('amounts, ranges and reserve totals', () => {
  expect(render(<Price amount={1250000} />).container.textContent).toBe('£1,250,000');
  expect(render(<Price amount={950} per="month" />).container.textContent).toBe('£950 per month');
  expect(render(<Price range={{ min: 95, max: 120, per: 'night' }} />).container.textContent).toBe('£95 - £120 per night');
  expect(render(<Price amount={812.5} decimals={2} />).container.textContent).toBe('£812.50');
  expect(render(<Price amount={null} />).container.innerHTML).toBe('');
});
