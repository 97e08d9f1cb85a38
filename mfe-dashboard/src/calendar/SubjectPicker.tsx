import { useEffect, useId, useState } from 'react';
import { countOf, type DashboardListing, type DashboardPageOf } from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { choiceOf, choiceValue, pickerChoices, subjectOf, type CalendarSubject } from './calendarSubject';
import * as styles from './calendar.module.css';

const SEARCH_PAUSE_MS = 300;
const LISTS = { adverts: 'api/user/adverts', services: 'api/user/services' } as const satisfies Record<CalendarSubject['kind'], string>;

/**
 * Which advert's or service's calendar to show, found through the API 15 at a time: a host with
 * hundreds of adverts searches by title or pages through them. The first listing is chosen on arrival.
 */
export function SubjectPicker({ chosen, onChoose }: { chosen: CalendarSubject | null; onChoose(s: CalendarSubject): void }) {
  const [kind, setKind] = useState<CalendarSubject['kind']>('adverts');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [noneAtAll, setNoneAtAll] = useState(false);
  const summaryId = useId();
  const query = new URLSearchParams({ ...(search && { search }), ...(page > 1 && { page: String(page) }) }).toString();
  const path = `${LISTS[kind]}${query ? `?${query}` : ''}`;
  const listed = useApi<DashboardPageOf<DashboardListing>>(path);
  // Only the answer for what is shown now: just after switching to services, the adverts' answer is still held.
  const data = listed.dataPath === path ? listed.data : null;

  // Searching waits for a pause in typing, so each key does not cost a request.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => setPage(1), [kind, search]);

  // On arrival: the first advert, or the first service of a user without adverts.
  const first = data?.data[0];
  const empty = data !== null && data.meta.total === 0 && !search;
  useEffect(() => {
    if (chosen) return;
    if (first) onChoose(subjectOf(kind, first));
    else if (empty && kind === 'adverts') setKind('services');
    else if (empty) setNoneAtAll(true);
  }, [chosen, first, empty, kind, onChoose]);

  if (noneAtAll) return <p>Add an advert or a service to manage its calendar.</p>;

  const choices = pickerChoices(data?.data ?? [], kind, chosen);
  const lastPage = data?.meta.last_page ?? 1;
  return (
    <fieldset className={styles.picker}>
      <legend>Calendar of</legend>
      <label>
        Show{' '}
        <select value={kind} onChange={(e) => setKind(e.target.value === 'services' ? 'services' : 'adverts')}>
          <option value="adverts">Adverts</option>
          <option value="services">Services</option>
        </select>
      </label>
      <label>
        Find by title <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby={summaryId} />
      </label>
      <label>
        {kind === 'adverts' ? 'Advert' : 'Service'}{' '}
        <select
          value={chosen ? choiceValue(chosen) : ''}
          onChange={(e) => {
            const choice = choiceOf(choices, e.target.value);
            if (choice) onChoose(choice);
          }}
        >
          {choices.map((c) => (
            <option key={choiceValue(c)} value={choiceValue(c)}>
              {c.kind === 'services' ? `${c.title} (service)` : c.title}
            </option>
          ))}
        </select>
      </label>
      <span id={summaryId} className={styles.found} aria-live="polite">
        {data && `${countOf(data.meta.total, kind === 'adverts' ? 'advert' : 'service')} found`}
        {lastPage > 1 && `, page ${data?.meta.current_page ?? 1} of ${lastPage}`}
      </span>
      {lastPage > 1 && (
        <span className={styles.pickerPages}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous {kind}
          </button>
          <button type="button" disabled={page >= lastPage} onClick={() => setPage(page + 1)}>
            More {kind}
          </button>
        </span>
      )}
    </fieldset>
  );
}
