import { countOf, formatPounds, badgeText } from './format';

describe('formatPounds', () => {
  test('pound sign and thousands commas', () => {
    expect(formatPounds(1250000)).toBe('£1,250,000');
    expect(formatPounds('950')).toBe('£950');
    expect(formatPounds(0)).toBe('£0');
  });
  test('two decimals for reserve totals, pence kept otherwise', () => {
    expect(formatPounds(1234.5, { decimals: 2 })).toBe('£1,234.50');
    expect(formatPounds(1200, { decimals: 2 })).toBe('£1,200.00');
    expect(formatPounds(12.5)).toBe('£12.50');
  });
  test('no amount gives an empty text', () => {
    expect(formatPounds(null)).toBe('');
    expect(formatPounds('abc')).toBe('');
  });
});

test('a count agrees with its noun', () => {
  expect(countOf(1, 'enquiry', 'enquiries')).toBe('1 enquiry');
  expect(countOf(0, 'enquiry', 'enquiries')).toBe('0 enquiries');
  expect(countOf(1200, 'view')).toBe('1,200 views');
});

test('notification badge is capped at 99', () => {
  expect(badgeText(0)).toBeNull();
  expect(badgeText(5)).toBe('5');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(250)).toBe('99');
});
