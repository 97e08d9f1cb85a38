import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  filtersStore,
  formatAdvertPrice,
  formatDate,
  formatPounds,
  http,
  instantBookLine,
  isBookedWhole,
  mandatoryFeesText,
  searchedStay,
  stayOfQuery,
  stayTotalText,
  type Advert,
  type StayDates,
  type StayTerms,
} from '@marketplace/shared';
import * as styles from './detail.module.css';

/** 'DD-MM-YYYY', as the search form and GET api/properties/{id}/stay read a day. */
const dashDay = (iso: string) => iso.split('-').reverse().join('-');
const amount = (value: number) => (value < 0 ? `-${formatPounds(-value, { decimals: 2 })}` : formatPounds(value, { decimals: 2 }));

/**
 * The stay the visitor asks about: the dates and party in the advert's address (an advert opened from a
 * search by dates), else those of the search it is opened beside; null without dates.
 */
export function stayAsked(search: string): StayDates | null {
  return stayOfQuery(search) ?? searchedStay(filtersStore.filters);
}

interface StayPriceProps {
  advert: Advert;
  /** The owner's preview: no dates to price, nothing asked of the API. */
  preview: boolean;
  /** The stay its total is for, once the API has priced it (null while none is): the Reserve button starts the dialog on it. */
  onPriced(stay: StayDates | null): void;
}

/**
 * A short stay's price as UK law asks it shown (no drip pricing): with dates, the total for them with
 * every mandatory fee in, as the booking will charge it, line by line; without, the nightly price with
 * the mandatory fees stated as plainly beside it. Then whether it books instantly or by request.
 */
export const StayPrice = observer(function StayPrice({ advert, preview, onPriced }: StayPriceProps) {
  const stay = preview ? null : stayAsked(window.location.search);
  const key = stay ? `${stay.start}|${stay.end}|${stay.guests}` : null;
  const [terms, setTerms] = useState<{ key: string; terms: StayTerms | null } | null>(null);
  useEffect(() => {
    if (!stay || !key) return;
    let live = true;
    const query = new URLSearchParams({ date_start: dashDay(stay.start), date_end: dashDay(stay.end), guests: String(stay.guests) });
    http
      .get<{ data: StayTerms }>(`api/properties/${advert.id}/stay?${query.toString()}`)
      .then((answer) => live && setTerms({ key, terms: answer.data }))
      .catch(() => live && setTerms({ key, terms: null }));
    return () => {
      live = false;
    };
    // The stay's key names its dates and party.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [advert.id, key]);
  const offer = terms?.key === key ? (terms?.terms?.offer ?? null) : null;
  const priced = offer ? key : null;
  useEffect(() => {
    onPriced(priced === null ? null : stayAsked(window.location.search));
  }, [priced, onPriced]);

  const fees = mandatoryFeesText(
    { cleaning_fee: advert.property_details?.cleaning_fee, service_fee: advert.property_details?.service_fee },
    isBookedWhole(advert),
  );
  const nightly = formatAdvertPrice(advert);
  return (
    <div className={styles.stayPrice} aria-live="polite">
      {offer ? (
        <>
          <p className={styles.price}>{stayTotalText(offer.total, offer.nights)}</p>
          <p className={styles.stayDates}>
            {formatDate(offer.date_start)} to {formatDate(offer.date_end)} · {offer.guests} guest{offer.guests === 1 ? '' : 's'} · every fee
            included
          </p>
          <ul className={styles.stayLines} aria-label="What the total is made of">
            {offer.lines
              .filter((line) => line.kind !== 'total')
              .map((line) => (
                <li key={`${line.label}-${line.detail ?? ''}`}>
                  <span>
                    {line.label}
                    {line.detail ? ` (${line.detail})` : ''}
                  </span>
                  <span>{amount(line.amount)}</span>
                </li>
              ))}
          </ul>
        </>
      ) : (
        <>
          {stay && terms?.key === key && <p className={styles.stayTaken}>Not available for these dates and guests.</p>}
          {nightly && <p className={styles.price}>{nightly}</p>}
          {fees && <p className={styles.price}>{fees}</p>}
        </>
      )}
      <p className={styles.bookingKind}>{instantBookLine(advert)}</p>
    </div>
  );
});
