import { useId, useState, type FormEvent } from 'react';
import {
  advertKindOf,
  apiErrorsOf,
  firstError,
  http,
  MARKET_STATUSES,
  marketStatusesFor,
  ukToday,
  type ApiErrors,
  type DashboardListing,
  type MarketStatus,
} from '@marketplace/shared';
import * as styles from './listings.module.css';

/** The statuses an advert of the portfolio may be put in (shared's marketStatusesFor); none for a wanted home or a short stay. */
const marketChoicesOf = (listing: DashboardListing): MarketStatus[] =>
  listing.pricing ? marketStatusesFor(advertKindOf(listing.pricing), listing.pricing.is_short_term) : [];

interface MarketStatusFormProps {
  listing: DashboardListing;
  /** After the API accepted the change: what to tell the person. */
  onSaved(message: string): void;
}

/** Moves a home through its market from the portfolio: Under offer, Sold STC, Sold; Let agreed, Let; back to Available. */
export function MarketStatusForm({ listing, onSaved }: MarketStatusFormProps) {
  const id = useId();
  const choices = marketChoicesOf(listing);
  const saved = listing.market_status ?? 'available';
  const [status, setStatus] = useState<MarketStatus>(saved);
  const [on, setOn] = useState(listing.market_status_on ?? ukToday());
  const [errors, setErrors] = useState<ApiErrors>({});
  const [busy, setBusy] = useState(false);
  if (choices.length === 0) return null;
  const dated = status !== 'available';
  const changed = status !== saved || (dated && on !== listing.market_status_on);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await http.put(`api/user/adverts/${listing.id}/market-status`, { market_status: status, market_status_on: dated ? on : null });
      setErrors({});
      onSaved(`“${listing.title}” is marked ${MARKET_STATUSES[status].label}.`);
    } catch (e) {
      setErrors(apiErrorsOf(e, { field: 'market_status', otherwise: 'Could not change the status.' }));
    } finally {
      setBusy(false);
    }
  };

  const error = firstError(errors, 'market_status') ?? firstError(errors, 'market_status_on');
  return (
    <form className={styles.market} onSubmit={(event) => void submit(event)} aria-label={`Market status of ${listing.title}`}>
      <label>
        Market status{' '}
        <select value={status} onChange={(e) => setStatus(e.target.value as MarketStatus)}>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {MARKET_STATUSES[choice].label}
            </option>
          ))}
        </select>
      </label>
      {dated && (
        <label>
          Since{' '}
          <input type="date" value={on} max={ukToday()} onChange={(e) => setOn(e.target.value)} aria-describedby={error ? id : undefined} />
        </label>
      )}
      <button type="submit" disabled={!changed || busy}>
        Save status
      </button>
      {error && (
        <span id={id} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </form>
  );
}
