import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  apiErrorsOf,
  apiMessageOf,
  confirm,
  countOf,
  http,
  type ApiErrors,
  type CalendarSync as Sync,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import * as styles from './calendar.module.css';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) : '';

/**
 * A short stay's calendar sync, as Airbnb, Booking.com and Vrbo offer theirs: this stay's calendar at a
 * secret address for them to import, and theirs imported by address, whose nights close here (read
 * every half hour and on demand). `onChange` tells the month above that closed nights changed.
 */
export function CalendarSync({ propertyId, onChange }: { propertyId: number; onChange(): void }) {
  const sync = useApi<{ data: Sync }>(`api/user/adverts/${propertyId}/calendar-sync`);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<ApiErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = sync.data?.data ?? null;

  /** One move, then the sync and the month read again; a refusal is said, never thrown. */
  const act = async (move: () => Promise<unknown>, done: string, closesNights = true) => {
    setBusy(true);
    try {
      await move();
      setNotice(done);
      sync.reload();
      if (closesNights) onChange();
    } catch (error) {
      setNotice(apiMessageOf(error, 'Could not change the calendar sync.'));
    } finally {
      setBusy(false);
    }
  };

  const importCalendar = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const added = await http.post<{ data: Sync['feeds'][number] }>(`api/user/adverts/${propertyId}/calendar-feeds`, { name, url });
      setErrors({});
      setName('');
      setUrl('');
      setNotice(
        added.data.error
          ? `Added, but it could not be read: ${added.data.error}`
          : `Imported: ${countOf(added.data.nights, 'night')} closed.`,
      );
      sync.reload();
      onChange();
    } catch (error) {
      setErrors(apiErrorsOf(error, { field: 'url', otherwise: 'Could not import the calendar.' }));
    } finally {
      setBusy(false);
    }
  };

  const renew = async () => {
    if (data?.export_url) {
      const sure = await confirm({
        title: 'Make a new address?',
        message: 'Platforms reading the old address will stop seeing this calendar until you give them the new one.',
        confirmLabel: 'Make a new address',
      });
      if (!sure) return;
    }
    await act(() => http.post(`api/user/adverts/${propertyId}/calendar-sync/export`), 'This calendar has a new address.', false);
  };

  if (sync.error) return <p className={styles.notice}>{sync.error}</p>;
  return (
    <section className={styles.sync} aria-labelledby="sync-heading">
      <h3 id="sync-heading">Calendar sync</h3>
      <h4>This stay’s calendar</h4>
      {data?.export_url ? (
        <>
          <Field
            label="Address to give Airbnb, Booking.com or Vrbo"
            hint="Anyone with this address sees which nights are taken, never who booked."
          >
            {(control) => <input {...control} readOnly value={data.export_url ?? ''} onFocus={(e) => e.currentTarget.select()} />}
          </Field>
          <div className={styles.panelActions}>
            <Button onClick={() => void navigator.clipboard?.writeText(data.export_url ?? '').then(() => setNotice('Address copied.'))}>
              Copy address
            </Button>
            <Button disabled={busy} onClick={() => void renew()}>
              Make a new address
            </Button>
            <Button
              variant="quiet"
              disabled={busy}
              onClick={() =>
                void act(
                  () => http.delete(`api/user/adverts/${propertyId}/calendar-sync/export`),
                  'This calendar’s address is turned off.',
                  false,
                )
              }
            >
              Turn off
            </Button>
          </div>
        </>
      ) : (
        data && (
          <p>
            Other platforms can close the nights booked or closed here.{' '}
            <Button disabled={busy} onClick={() => void renew()}>
              Get the calendar address
            </Button>
          </p>
        )
      )}

      <h4>Calendars you import</h4>
      {data && data.feeds.length === 0 && <p>None yet. Import another platform’s calendar to close its booked nights here.</p>}
      {data && data.feeds.length > 0 && (
        <ul className={styles.feeds}>
          {data.feeds.map((feed) => (
            <li key={feed.id} className={feed.error ? styles.feedFailed : undefined}>
              <strong>{feed.name}</strong> <span className={styles.feedUrl}>{feed.url}</span>
              <span className={styles.feedState}>
                {feed.error
                  ? `Not read ${when(feed.checked_at)}: ${feed.error}${feed.refreshed_at ? ` Still closing the ${countOf(feed.nights, 'night')} read ${when(feed.refreshed_at)}.` : ''}`
                  : `${countOf(feed.nights, 'night')} closed · read ${when(feed.refreshed_at)} (UTC)`}
              </span>
              <span className={styles.panelActions}>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void act(() => http.post(`api/user/calendar-feeds/${feed.id}/refresh`), `${feed.name} read again.`)}
                >
                  Refresh now
                </Button>
                <Button
                  size="small"
                  variant="quiet"
                  disabled={busy}
                  onClick={() =>
                    void act(() => http.delete(`api/user/calendar-feeds/${feed.id}`), `${feed.name} removed: its nights are open again.`)
                  }
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.importForm} onSubmit={(event) => void importCalendar(event)} noValidate>
        <Field label="Platform" hint="For example Airbnb or Booking.com." error={errors.name?.[0]}>
          {(control) => <input {...control} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />}
        </Field>
        <Field label="Calendar address (.ics)" hint="The export link of the stay's calendar on that platform." error={errors.url?.[0]}>
          {(control) => <input {...control} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} />}
        </Field>
        <Button type="submit" variant="primary" disabled={busy}>
          Import calendar
        </Button>
      </form>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
    </section>
  );
}
