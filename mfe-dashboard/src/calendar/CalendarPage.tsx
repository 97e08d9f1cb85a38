import { useState } from 'react';
import {
  addMonths,
  Button,
  countOf,
  dayInWords,
  formatBookingDate,
  http,
  isHttpError,
  jobAddress,
  monthOf,
  type CalendarMonth,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { coversDay, dayLabel, monthGrid } from './monthGrid';
import { subjectKey, type CalendarSubject } from './calendarSubject';
import { SubjectPicker } from './SubjectPicker';
import { CalendarSync } from './CalendarSync';
import * as styles from './calendar.module.css';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const HOLDING = new Set(['pending', 'accepted', 'completed']);

const monthTitle = (month: string) => dayInWords(`${month}-01`, { month: 'long', year: 'numeric' });

/** Per advert or service: a month of bookings and of the days and hours the host closes; guests' calendars follow at once. */
export default function CalendarPage() {
  const [subject, setSubject] = useState<CalendarSubject | null>(null);
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const [selected, setSelected] = useState<string | null>(null);
  const [hours, setHours] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);

  const calendar = useApi<{ data: CalendarMonth }>(
    subject ? `api/user/calendar?${subjectKey(subject)}=${subject.id}&month=${month}` : null,
  );
  const blocks = calendar.data?.data.blocks ?? [];
  const bookings = (calendar.data?.data.bookings ?? []).filter((b) => HOLDING.has(b.status));
  const blockOf = (day: string) => blocks.find((b) => b.day === day);

  const selectDay = (day: string) => {
    setSelected(day);
    setHours(blockOf(day)?.hours ?? []);
  };

  const save = async (change: 'close-day' | 'close-hours' | 'reopen') => {
    if (!selected || !subject) return;
    const key = subjectKey(subject);
    const value = subject.id;
    try {
      const block = blockOf(selected);
      if (change === 'reopen' && block) await http.delete(`api/user/calendar-blocks/${block.id}`);
      if (change === 'close-day') await http.post('api/user/calendar-blocks', { [key]: value, day: selected });
      if (change === 'close-hours') await http.post('api/user/calendar-blocks', { [key]: value, day: selected, hours });
      setNotice(
        change === 'reopen'
          ? `${selected} is open again.`
          : `${selected} is closed${change === 'close-hours' ? ` from ${countOf(hours.length, 'hour')}` : ''}.`,
      );
      calendar.reload();
    } catch (e) {
      setNotice(isHttpError(e) ? e.message : 'Could not change the calendar.');
    }
  };

  return (
    <>
      <div className={styles.toolbar}>
        <SubjectPicker chosen={subject} onChoose={setSubject} />
        {subject && (
          <div className={styles.monthNav}>
            <button type="button" onClick={() => setMonth(addMonths(month, -1))} aria-label="Previous month">
              ‹
            </button>
            <h2 className={styles.month} aria-live="polite">
              {monthTitle(month)}
            </h2>
            <button type="button" onClick={() => setMonth(addMonths(month, 1))} aria-label="Next month">
              ›
            </button>
          </div>
        )}
      </div>
      {subject && (
        <>
          <table className={styles.grid}>
            <thead>
              <tr>
                {WEEKDAYS.map((d) => (
                  <th key={d} scope="col">
                    {d}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {monthGrid(month).map((week, w) => (
                <tr key={w}>
                  {week.map((day, i) => {
                    if (!day) return <td key={i} />;
                    const block = blockOf(day);
                    const booked = bookings.filter((b) => coversDay(b, day));
                    const state = block
                      ? block.feed
                        ? `closed by ${block.feed}`
                        : block.hours
                          ? 'hours closed'
                          : 'closed'
                      : booked.length
                        ? 'booked'
                        : 'open';
                    return (
                      <td key={day}>
                        <button
                          type="button"
                          className={`${styles.day} ${block && !block.hours ? styles.closed : ''} ${block?.hours ? styles.partly : ''} ${booked.length ? styles.booked : ''}`}
                          aria-pressed={selected === day}
                          aria-label={dayLabel(
                            day,
                            state,
                            booked.map((b) => b.guest),
                          )}
                          data-day={day}
                          onClick={() => selectDay(day)}
                        >
                          {Number(day.slice(8))}
                          {booked.length > 0 && <span className={styles.dot} aria-hidden="true" />}
                        </button>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.legend}>
            <span className={`${styles.key} ${styles.booked}`} /> booked <span className={`${styles.key} ${styles.closed}`} /> closed{' '}
            <span className={`${styles.key} ${styles.partly}`} /> some hours closed
          </p>
          <p role="status" className={styles.notice}>
            {notice}
          </p>
          {selected && (
            <section className={styles.panel} aria-labelledby="day-heading">
              <h3 id="day-heading">{dayInWords(selected, { weekday: 'long', day: 'numeric', month: 'long' })}</h3>
              {bookings
                .filter((b) => coversDay(b, selected))
                .map((b) => {
                  const where = jobAddress(b);
                  return (
                    <div key={b.id} className={styles.dayBooking}>
                      <p>
                        Booked by {b.guest} ({b.status})
                        {subject?.kind === 'services' ? `, ${formatBookingDate(new Date(b.date_start))}` : ''}
                      </p>
                      {where ? <p>Address: {where}</p> : null}
                      {b.service_user_job_description ? <p className={styles.job}>Job: {b.service_user_job_description}</p> : null}
                    </div>
                  );
                })}
              {blockOf(selected)?.feed && <p>Closed by the calendar you import from {blockOf(selected)?.feed}.</p>}
              <div className={styles.panelActions}>
                <button type="button" onClick={() => void save('close-day')}>
                  Close this day
                </button>
                {blockOf(selected) && !blockOf(selected)?.feed && (
                  <button type="button" onClick={() => void save('reopen')}>
                    Reopen this day
                  </button>
                )}
              </div>
              <fieldset className={styles.hours}>
                <legend>Or close some hours</legend>
                {HOURS.map((h) => (
                  <label key={h}>
                    <input
                      type="checkbox"
                      checked={hours.includes(h)}
                      onChange={(e) => setHours(e.target.checked ? [...hours, h] : hours.filter((x) => x !== h))}
                    />
                    {String(h).padStart(2, '0')}:00
                  </label>
                ))}
              </fieldset>
              <Button
                disabledReason={hours.length === 0 ? 'Tick the hours to close first.' : undefined}
                onClick={() => save('close-hours')}
              >
                Close selected hours
              </Button>
            </section>
          )}
          {subject.kind === 'adverts' && subject.stay && (
            <CalendarSync key={subject.id} propertyId={subject.id} onChange={calendar.reload} />
          )}
        </>
      )}
    </>
  );
}
