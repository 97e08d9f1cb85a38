import { datesOfRange, dashToIso, isoToDash } from './dates';

describe('date range', () => {
  it('fills date_start and date_end in DD-MM-YYYY', () => {
    expect(datesOfRange({ start: '2025-03-09', end: '2025-04-01' })).toEqual({
      date_range: { start: '2025-03-09', end: '2025-04-01' },
      date_start: '09-03-2025',
      date_end: '01-04-2025',
    });
  });

  it('clears both when there is no range', () => {
    expect(datesOfRange(null)).toEqual({ date_range: null, date_start: null, date_end: null });
    expect(datesOfRange({ start: '', end: '2025-01-01' })).toEqual({ date_range: null, date_start: null, date_end: null });
  });

  it('keeps an open end and drops an end before the start', () => {
    expect(datesOfRange({ start: '2025-03-09', end: null }).date_end).toBeNull();
    expect(datesOfRange({ start: '2025-03-09', end: '2025-03-01' })).toMatchObject({ date_start: '09-03-2025', date_end: null });
  });

  it('converts between the two formats and refuses junk', () => {
    expect(isoToDash('2024-12-31')).toBe('31-12-2024');
    expect(dashToIso('31-12-2024')).toBe('2024-12-31');
    expect(isoToDash('31/12/2024')).toBeNull();
  });
});
