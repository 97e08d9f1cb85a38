import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { firstError, JOB_DESCRIPTION_MAX, jobPostcode } from '@marketplace/shared';
import { bookingApi, postcodeOf, type BookingApi, type GeocoderFeature } from './api';
import type { BookingStore } from './store';
import * as styles from './booking.module.css';

/** Typing pauses this long before the address is looked up. */
export const ADDRESS_SEARCH_DELAY_MS = 300;

/**
 * Where and what the job is (001 §2 service form): an address search over our geocoding endpoint
 * (the chosen place, or the typed text, fills the hidden address and its UK postcode), one error line for address and
 * postcode, and the 'Brief Job Description' with its live counter.
 */
export const ServiceFields = observer(function ServiceFields({ store, api = bookingApi }: { store: BookingStore; api?: BookingApi }) {
  const ids = { search: useId(), list: useId(), description: useId(), addressError: useId(), counter: useId() };
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<GeocoderFeature[]>([]);
  // The place just picked: its name in the box is not a new search.
  const [picked, setPicked] = useState<string | null>(null);

  useEffect(() => {
    const text = query.trim();
    if (text.length < 3 || text === picked) {
      setSuggestions([]);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      api.geocode(text).then(
        (features) => current && setSuggestions(features),
        () => current && setSuggestions([]),
      );
    }, ADDRESS_SEARCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, api, picked]);

  const choose = (feature: GeocoderFeature) => {
    store.setAddress(feature.place_name, jobPostcode(feature.place_name, postcodeOf(feature)));
    setPicked(feature.place_name);
    setQuery(feature.place_name);
    setSuggestions([]);
  };
  const errors = { ...store.bookErrors, ...store.fieldErrors };
  const addressError = firstError(errors, 'service_user_address') ?? firstError(errors, 'service_user_postcode');
  const descriptionError = firstError(errors, 'service_user_job_description');

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={ids.search}>Address</label>
        <input type="hidden" name="service_user_address" value={store.address} />
        <input
          id={ids.search}
          type="text"
          aria-describedby={addressError ? ids.addressError : undefined}
          autoComplete="off"
          placeholder="Search for the address of the job"
          value={query}
          maxLength={200}
          onChange={(event) => {
            setQuery(event.target.value);
            // A typed address counts too, with the postcode it holds; picking a suggestion adds the place's.
            store.setAddress(event.target.value, jobPostcode(event.target.value, null));
          }}
        />
        {suggestions.length ? (
          <ul id={ids.list} className={styles.suggestions} aria-label="Address suggestions">
            {suggestions.map((feature) => (
              <li key={feature.id}>
                <button type="button" onClick={() => choose(feature)}>
                  {feature.place_name}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {store.postcode ? <p className={styles.note}>Postcode: {store.postcode}</p> : null}
        {addressError ? (
          <p className={styles.fieldError} id={ids.addressError}>
            {addressError}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor={ids.description}>Brief Job Description</label>
        <textarea
          id={ids.description}
          value={store.description}
          maxLength={JOB_DESCRIPTION_MAX}
          aria-describedby={ids.counter}
          onChange={(event) => store.setDescription(event.target.value)}
        />
        <span className={styles.counter} id={ids.counter} aria-live="polite">
          {store.descriptionCount}
        </span>
        {descriptionError ? <p className={styles.fieldError}>{descriptionError}</p> : null}
      </div>
    </>
  );
});
