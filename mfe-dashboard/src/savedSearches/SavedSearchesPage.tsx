import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  ALERT_FREQUENCIES,
  bus,
  Button,
  EmptyState,
  Field,
  Pager,
  apiMessageOf,
  confirm,
  http,
  type AlertFrequency,
  type DashboardPageOf,
  type SavedSearch,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { FREQUENCY_LABELS, alertStatus, lastAlertText, matchesText } from './alertChoices';
import { openSavedSearch } from './openSavedSearch';
import { SearchCriteria } from './SearchCriteria';
import * as styles from './savedSearches.module.css';

/** How soon the page asks again for a count the alert job has not made yet. */
const COUNTING_RETRY_MS = 3000;

type Change = Partial<Pick<SavedSearch, 'name' | 'frequency' | 'paused'>>;

/**
 * /dashboard-saved-searches: each saved search with its criteria, alerts, matches (as the alert job last
 * counted them) and last alert, a page at a time; run, rename, change, pause, delete. An alert arriving
 * (a notification) reads the list again, so its counts and last alert follow without a reload.
 */
export default function SavedSearchesPage() {
  const [page, setPage] = useState(1);
  const searches = useApi<DashboardPageOf<SavedSearch>>(`api/user/saved-searches?page=${page}`);
  const { reload } = searches;
  useEffect(() => bus.on('notification:received', reload), [reload]);
  const [error, setError] = useState<string | null>(null);

  const run = async (id: number) => {
    try {
      await openSavedSearch(id);
    } catch (failure) {
      setError(apiMessageOf(failure, 'The search could not be opened. Please try again.'));
    }
  };

  const change = async (id: number, body: Change): Promise<boolean> => {
    try {
      await http.put(`api/user/saved-searches/${id}`, body);
      setError(null);
      reload();
      return true;
    } catch (failure) {
      setError(apiMessageOf(failure, 'The search could not be changed.'));
      return false;
    }
  };

  const list = searches.data?.data;
  // A search saved moments ago is counted by the alert job within seconds: look again until it has been.
  const counting = list?.some((search) => search.matches === null) ?? false;
  useEffect(() => {
    if (!counting) return;
    const timer = setTimeout(reload, COUNTING_RETRY_MS);
    return () => clearTimeout(timer);
  }, [counting, reload, list]);

  const remove = async (search: SavedSearch) => {
    const sure = await confirm({
      title: 'Delete this saved search?',
      message: `“${search.name}” and its alerts will be deleted.`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (sure === false) return;
    try {
      await http.delete(`api/user/saved-searches/${search.id}`);
      // The last search of a later page gone: the page before it.
      if (list?.length === 1 && page > 1) setPage(page - 1);
      else reload();
    } catch (failure) {
      setError(apiMessageOf(failure, 'The search could not be deleted.'));
    }
  };

  return (
    <section aria-label="Saved searches">
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {searches.error && <p role="alert">{searches.error}</p>}
      {!list ? (
        <p role="status">Loading…</p>
      ) : list.length === 0 ? (
        <EmptyState title="No saved searches yet">
          Search on the map, then press <strong>Save search</strong> above the results to hear about new and reduced homes.
        </EmptyState>
      ) : (
        <ul className={styles.list} aria-label="Saved searches">
          {list.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              onRun={() => run(search.id)}
              onChange={(body) => change(search.id, body)}
              onDelete={() => void remove(search)}
            />
          ))}
        </ul>
      )}
      {searches.data && <Pager page={page} lastPage={searches.data.meta.last_page} onPage={setPage} label="Saved searches pages" />}
    </section>
  );
}

function SavedSearchItem({
  search,
  onRun,
  onChange,
  onDelete,
}: {
  search: SavedSearch;
  onRun(): Promise<void>;
  onChange(body: Change): Promise<boolean>;
  onDelete(): void;
}) {
  const frequencyId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [opening, setOpening] = useState(false);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (await onChange({ name })) setRenaming(false);
  };

  return (
    <li className={styles.item} aria-label={search.name}>
      {renaming ? (
        <form className={styles.rename} onSubmit={(event) => void rename(event)}>
          <Field label="Name">
            {(control) => <input {...control} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />}
          </Field>
          <Button type="submit" variant="primary" size="small">
            Save name
          </Button>
          <Button size="small" onClick={() => setRenaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <h3 className={styles.name}>{search.name}</h3>
      )}
      <SearchCriteria criteria={search.criteria} />
      <p className={styles.facts}>
        <span>Alerts: {alertStatus(search)}</span>
        <span>{matchesText(search.matches)}</span>
        <span>{lastAlertText(search.last_alert_at)}</span>
      </p>
      <div className={styles.actions}>
        <Button
          size="small"
          variant="primary"
          busy={opening}
          onClick={() => {
            setOpening(true);
            void onRun().finally(() => setOpening(false));
          }}
        >
          Run search
        </Button>
        <label htmlFor={frequencyId} className={styles.frequencyLabel}>
          Alerts
        </label>
        <select
          id={frequencyId}
          className={styles.select}
          value={search.frequency}
          onChange={(event) => void onChange({ frequency: event.target.value as AlertFrequency })}
        >
          {ALERT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </option>
          ))}
        </select>
        {search.frequency !== 'off' && (
          <Button size="small" onClick={() => onChange({ paused: !search.paused })}>
            {search.paused ? 'Resume alerts' : 'Pause alerts'}
          </Button>
        )}
        {!renaming && (
          <Button size="small" onClick={() => setRenaming(true)}>
            Rename
          </Button>
        )}
        <Button size="small" variant="danger" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </li>
  );
}
