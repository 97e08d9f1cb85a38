import { periodDays, statisticsSeries } from './statisticsSeries';

describe('the statistics period', () => {
  it('ends today and runs back over month and year ends', () => {
    expect(periodDays(new Date('2026-01-02T23:30:00Z'), 7)).toEqual([
      '2025-12-27',
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
    ]);
    expect(periodDays(new Date('2026-03-31T00:00:00Z'), 90)).toHaveLength(90);
    expect(periodDays(new Date('2026-03-31T00:00:00Z'), 90)[0]).toBe('2026-01-01');
  });

  it('fills days without activity with zeros and drops days outside the period', () => {
    const days = periodDays(new Date('2026-05-10T12:00:00Z'), 3);
    const series = statisticsSeries(days, {
      views: [
        { day: '2026-05-09', n: 4 },
        { day: '2026-04-01', n: 9 },
      ],
      enquiries: [{ day: '2026-05-10', n: 1 }],
      bookings: [],
    });
    expect(series).toEqual([
      { day: '2026-05-08', views: 0, enquiries: 0, bookings: 0 },
      { day: '2026-05-09', views: 4, enquiries: 0, bookings: 0 },
      { day: '2026-05-10', views: 0, enquiries: 1, bookings: 0 },
    ]);
  });
});
