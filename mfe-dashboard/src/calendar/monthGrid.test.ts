import { coversDay, dayLabel, monthGrid } from './monthGrid';

describe('the month view', () => {
  it('starts weeks on Monday and pads the first and last week', () => {
    // 1 June 2026 is a Monday; 30 June a Tuesday.
    const june = monthGrid('2026-06');
    expect(june[0]).toEqual(['2026-06-01', '2026-06-02', '2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07']);
    expect(june.at(-1)).toEqual(['2026-06-29', '2026-06-30', null, null, null, null, null]);
    // 1 February 2026 is a Sunday.
    expect(monthGrid('2026-02')[0]?.slice(5)).toEqual([null, '2026-02-01']);
  });

  it('a stay covers its days from arrival to departure', () => {
    const stay = { date_start: '2026-06-10T15:00:00.000Z', date_end: '2026-06-12T11:00:00.000Z' };
    expect(['2026-06-09', '2026-06-10', '2026-06-12', '2026-06-13'].map((d) => coversDay(stay, d))).toEqual([false, true, true, false]);
  });

  it('a booking at 23:30 UTC in summer is on the next UK day', () => {
    const late = { date_start: '2026-06-10T23:30:00.000Z', date_end: null };
    expect(['2026-06-10', '2026-06-11'].map((d) => coversDay(late, d))).toEqual([false, true]);
  });
});

test('a day button is named from the number it shows, then the month, its state and the guests', () => {
  expect(dayLabel('2026-12-09', 'closed', [])).toBe('9 December 2026, closed');
  expect(dayLabel('2026-01-01', 'booked', ['Emily Carter', 'Tom Hughes'])).toBe('1 January 2026, booked, Emily Carter, Tom Hughes');
});
