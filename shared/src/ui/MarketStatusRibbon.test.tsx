import { render, screen } from '@testing-library/react';
import { MarketStatusRibbon } from './MarketStatusRibbon';

test('a home with an offer accepted wears its status in words', () => {
  render(<MarketStatusRibbon advert={{ market_status: 'sold_stc', market_status_on: '2026-03-01' }} placement="corner" />);
  const ribbon = screen.getByText('Sold STC');
  expect(ribbon.className).toContain('ui-ribbon--corner');
  expect(ribbon.dataset.marketStatus).toBe('sold_stc');
});

test('a home on the market wears none', () => {
  const { container } = render(<MarketStatusRibbon advert={{ market_status: 'available', market_status_on: null }} />);
  expect(container.textContent).toBe('');
});
