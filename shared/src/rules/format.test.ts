import {
  countOf,
  formatDashDate,
  formatDate,
  formatPounds,
  formatTime,
  badgeText,
  notificationTime,
  parseDashDate,
  postedAge,
} from './format';

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

test('dates in UTC in both formats, times HH:mm UTC', () => {
  expect(formatDate('2024-03-09T23:30:00Z')).toBe('09/03/2024');
  expect(formatDashDate('2024-03-09T23:30:00Z')).toBe('09-03-2024');
  expect(formatTime('2024-03-09T07:05:00Z')).toBe('07:05');
  expect(formatTime('9:30:00')).toBe('09:30');
  expect(formatDate(null)).toBe('');
  expect(formatDate('not a date')).toBe('');
});

test('a count agrees with its noun', () => {
  expect(countOf(1, 'enquiry', 'enquiries')).toBe('1 enquiry');
  expect(countOf(0, 'enquiry', 'enquiries')).toBe('0 enquiries');
  expect(countOf(1200, 'view')).toBe('1,200 views');
});

test('parseDashDate reads DD-MM-YYYY and rejects impossible dates', () => {
  expect(parseDashDate('31-12-2024')?.toISOString()).toBe('2024-12-31T00:00:00.000Z');
  expect(parseDashDate('01-02-2025 14:15')?.toISOString()).toBe('2025-02-01T14:15:00.000Z');
  expect(parseDashDate('31-02-2025')).toBeNull();
  expect(parseDashDate('2025-02-01')).toBeNull();
});

describe('postedAge', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  const ago = (hours: number) => new Date(now.getTime() - hours * 3600 * 1000).toISOString();
  test('Today for a day or less', () => {
    expect(postedAge(ago(1), now)).toBe('Today');
    expect(postedAge(ago(24), now)).toBe('Today');
  });
  test('days up to 30, with the singular for one', () => {
    expect(postedAge(ago(25), now)).toBe('1 day ago');
    expect(postedAge(ago(24 * 2), now)).toBe('2 days ago');
    expect(postedAge(ago(24 * 30), now)).toBe('30 days ago');
  });
  test('then 30-day months', () => {
    expect(postedAge(ago(24 * 31), now)).toBe('1 month ago');
    expect(postedAge(ago(24 * 59), now)).toBe('1 month ago');
    expect(postedAge(ago(24 * 60), now)).toBe('2 months ago');
    expect(postedAge(ago(24 * 400), now)).toBe('13 months ago');
  });
});

test('notification time: the time within a day, the date after', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  expect(notificationTime('2024-06-30T08:15:00Z', now)).toBe('08:15');
  expect(notificationTime('2024-06-28T08:15:00Z', now)).toBe('28-06-2024');
});

test('notification badge is capped at 99', () => {
  expect(badgeText(0)).toBeNull();
  expect(badgeText(5)).toBe('5');
  expect(badgeText(99)).toBe('99');
  expect(badgeText(250)).toBe('99');
});
