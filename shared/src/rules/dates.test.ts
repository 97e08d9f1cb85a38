import {
  addDays,
  addMonths,
  clockOf,
  dayInWords,
  dayKey,
  daysApart,
  dayStart,
  formatBookingDate,
  formatDashDate,
  formatDate,
  formatDateTime,
  formatTime,
  formatUtcDateTime,
  momentAt,
  monthOf,
  notificationTime,
  parseDashDate,
  postedAge,
  today,
  utcDay,
} from './dates';

const at = (iso: string) => new Date(iso);

describe('what a person reads is on the UK clock', () => {
  test('in winter the UK clock is UTC', () => {
    expect(formatDate('2024-03-09T23:30:00Z')).toBe('09/03/2024');
    expect(formatDashDate('2024-03-09T23:30:00Z')).toBe('09-03-2024');
    expect(formatTime('2024-03-09T07:05:00Z')).toBe('07:05');
    expect(formatDateTime('2024-12-24T18:45:00Z')).toBe('24-12-2024 18:45');
  });

  test('in summer it is an hour ahead, so a late evening in UTC is already the next UK day', () => {
    expect(formatDate('2027-07-10T23:30:00Z')).toBe('11/07/2027');
    expect(formatDashDate('2027-07-10T23:30:00Z')).toBe('11-07-2027');
    expect(formatTime('2027-07-10T23:30:00Z')).toBe('00:30');
    expect(formatDateTime('2027-07-10T08:00:00Z')).toBe('10-07-2027 09:00');
    expect(dayKey(at('2027-07-10T23:30:00Z'))).toBe('2027-07-11');
    expect(today(at('2027-07-10T22:59:59Z'))).toBe('2027-07-10');
    expect(today(at('2027-07-10T23:00:00Z'))).toBe('2027-07-11');
    expect(monthOf(at('2027-07-31T23:15:00Z'))).toBe('2027-08');
  });

  test('a calendar day and a bare time of day are read as they are', () => {
    expect(formatDate('2027-07-11')).toBe('11/07/2027');
    expect(formatTime('9:30:00')).toBe('09:30');
    expect(formatTime('14:00')).toBe('14:00');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(dayInWords('2027-07-11', { weekday: 'long', day: 'numeric', month: 'long' })).toBe('Sunday 11 July');
    expect(dayInWords('2027-07-01', { month: 'long', year: 'numeric' })).toBe('July 2027');
  });

  test("the clocks' changes: 28 March 2027 skips 01:00 to 02:00, 31 October 2027 shows 01:00 to 02:00 twice", () => {
    expect(formatDateTime('2027-03-28T00:59:00Z')).toBe('28-03-2027 00:59');
    expect(formatDateTime('2027-03-28T01:00:00Z')).toBe('28-03-2027 02:00');
    expect(formatDateTime('2027-10-31T00:30:00Z')).toBe('31-10-2027 01:30');
    expect(formatDateTime('2027-10-31T01:30:00Z')).toBe('31-10-2027 01:30');
  });

  test('clockOf agrees with Intl at every quarter hour of a year', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const start = Date.parse('2027-01-01T00:00:00Z');
    const disagreements: string[] = [];
    for (let ms = start; ms < start + 365 * 86_400_000; ms += 15 * 60_000) {
      const p = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
      const clock = clockOf(new Date(ms));
      const ours = `${clock.day} ${clock.hour}:${clock.minute}`;
      const theirs = `${p.year}-${p.month}-${p.day} ${Number(p.hour)}:${Number(p.minute)}`;
      if (ours !== theirs) disagreements.push(`${new Date(ms).toISOString()}: ${ours} against ${theirs}`);
    }
    expect(disagreements).toEqual([]);
  });
});

describe('a moment from a UK day and time', () => {
  test('midnight of a summer day is 23:00 UTC the day before', () => {
    expect(dayStart('2027-07-11').toISOString()).toBe('2027-07-10T23:00:00.000Z');
    expect(dayStart('2027-01-11').toISOString()).toBe('2027-01-11T00:00:00.000Z');
    expect(momentAt('2027-07-11', 9 * 60)?.toISOString()).toBe('2027-07-11T08:00:00.000Z');
  });

  test('a time the clock skips is no moment; a time it shows twice is its second showing', () => {
    expect(momentAt('2027-03-28', 60 + 30)).toBeNull();
    expect(momentAt('2027-03-28', 2 * 60)?.toISOString()).toBe('2027-03-28T01:00:00.000Z');
    expect(momentAt('2027-10-31', 60 + 30)?.toISOString()).toBe('2027-10-31T01:30:00.000Z');
    expect(momentAt('2027-10-31', 30)?.toISOString()).toBe('2027-10-30T23:30:00.000Z');
  });

  test('every quarter hour of a year comes back to itself, but for the repeated autumn hour', () => {
    const start = Date.parse('2027-01-01T00:00:00Z');
    const strays: unknown[] = [];
    for (let ms = start; ms < start + 365 * 86_400_000; ms += 15 * 60_000) {
      const clock = clockOf(new Date(ms));
      const back = momentAt(clock.day, clock.hour * 60 + clock.minute)?.getTime();
      if (back !== ms) strays.push([clock.day, clock.hour, (back ?? 0) - ms]);
    }
    expect(strays).toEqual([0, 15, 30, 45].map(() => ['2027-10-31', 1, 3_600_000]));
  });
});

describe('days and months', () => {
  test('count calendar days, whatever the clocks do', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(daysApart('2027-03-27T15:00:00Z', '2027-03-29T10:00:00Z')).toBe(2);
    // 23:30 UTC on 10 July is the 11th in the UK: one night to the 12th.
    expect(daysApart('2027-07-10T23:30:00Z', '2027-07-12T10:00:00Z')).toBe(1);
    expect(daysApart(null, '2027-07-12T10:00:00Z')).toBeNaN();
  });
});

describe('the wire is UTC', () => {
  test('a form sends a moment as DD-MM-YYYY HH:mm in UTC and the API reads it back the same', () => {
    const moment = momentAt('2027-07-11', 30)!;
    expect(formatBookingDate(moment)).toBe('10-07-2027 23:30');
    expect(parseDashDate(formatBookingDate(moment))?.getTime()).toBe(moment.getTime());
  });

  test('parseDashDate reads DD-MM-YYYY and rejects impossible dates', () => {
    expect(parseDashDate('31-12-2024')?.toISOString()).toBe('2024-12-31T00:00:00.000Z');
    expect(parseDashDate('01-02-2025 14:15')?.toISOString()).toBe('2025-02-01T14:15:00.000Z');
    expect(parseDashDate('31-02-2025')).toBeNull();
    expect(parseDashDate('2025-02-01')).toBeNull();
  });

  test("the release console's times are UTC and say so, summer or winter", () => {
    expect(formatUtcDateTime('2027-07-10T23:30:00Z')).toBe('10/07/2027 23:30 UTC');
    expect(formatUtcDateTime('2027-01-10T08:05:00Z')).toBe('10/01/2027 08:05 UTC');
    expect(formatUtcDateTime(null)).toBe('');
  });

  test('a day kept as a UTC date (a picker, a chart axis) is its UTC day', () => {
    expect(utcDay(at('2027-07-11T00:00:00Z'))).toBe('2027-07-11');
  });
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

test('notification time: the UK time within a day, the UK date after', () => {
  const now = new Date('2024-06-30T12:00:00Z');
  expect(notificationTime('2024-06-30T08:15:00Z', now)).toBe('09:15');
  expect(notificationTime('2024-06-28T23:15:00Z', now)).toBe('29-06-2024');
});
