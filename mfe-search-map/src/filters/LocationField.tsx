import { useEffect, useId, useRef, useState } from 'react';
import { useField } from 'react-final-form';
import type { AdType } from '@marketplace/shared';
import { useReplaceValues } from './fields';
import { findPlaces, locationOfFeature, locationOfText, type GeocoderFeature } from '../search/location';
import * as styles from './SearchForm.module.css';

/** Wait for a pause in typing before asking the geocoder. */
const TYPING_PAUSE_MS = 250;

interface LocationFieldProps {
  adType: AdType | null;
  error?: string;
}

/** The location box: a geocoder with up to 7 suggestions; picking one fills the location fields. */
export function LocationField({ adType, error }: LocationFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const replace = useReplaceValues();
  const { input } = useField<string>('address', { subscription: { value: true } });
  const [suggestions, setSuggestions] = useState<GeocoderFeature[]>([]);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);
  const request = useRef(0);

  useEffect(() => {
    if (!query || query.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    const ticket = ++request.current;
    const timer = setTimeout(() => {
      findPlaces(query, adType)
        .then((answer) => {
          if (ticket === request.current) {
            setSuggestions((answer.features ?? []).slice(0, 7));
            setActive(-1);
          }
        })
        .catch(() => ticket === request.current && setSuggestions([]));
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, adType]);

  const pick = (feature: GeocoderFeature) => {
    request.current++;
    replace({ ...locationOfFeature(feature), drawbboxs: null });
    setSuggestions([]);
    setQuery(null);
  };
  const open = suggestions.length > 0;

  return (
    <div className={`ui-field ${styles.location}`}>
      <label htmlFor={id} className="ui-field__label">
        Location
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        className="ui-input"
        placeholder="Town, city or postcode"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        value={input.value ?? ''}
        onChange={(event) => {
          replace({ ...locationOfText(event.target.value), drawbboxs: null });
          setQuery(event.target.value);
        }}
        onBlur={() => setTimeout(() => setSuggestions([]), 150)}
        onKeyDown={(event) => {
          if (!open) return;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (current + step + suggestions.length) % suggestions.length);
          } else if (event.key === 'Enter' && active >= 0) {
            event.preventDefault();
            const suggestion = suggestions[active];
            if (suggestion) pick(suggestion);
          } else if (event.key === 'Escape') {
            setSuggestions([]);
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label="Suggested places" className={styles.suggestions} hidden={!open}>
        {suggestions.map((feature, index) => (
          <li
            key={feature.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? styles.suggestionActive : styles.suggestion}
            // mousedown, not click: the input's blur would otherwise close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              pick(feature);
            }}
          >
            {feature.place_name}
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} role="alert" className="ui-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
