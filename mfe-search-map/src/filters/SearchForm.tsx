import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, useField, useFormState } from 'react-final-form';
import {
  AD_TYPE_LABELS,
  SEARCH_FILTER_FIELDS,
  SHORT_TERM_STAY_FILTERS,
  TRI_STATE_FILTERS,
  WINDOW_FILTERS,
  applyAdType,
  canSwitchRentPeriod,
  FEATURE_FILTERS,
  INCLUDE_FILTERS,
  RANK_FILTERS,
  filterLabel,
  searchOffersFilter,
  filtersStore,
  firstError,
  isAdType,
  priceBasis,
  type ApiErrors,
  type FeatureFilter,
  type LetTerm,
  type SearchFilters,
} from '@marketplace/shared';
import { searchStore } from '../search/store';
import { sameSearch } from '../search/urlState';
import { datesOfRange } from '../search/dates';
import { CheckField, RadioField, SelectField, TextField, useReplaceValues } from './fields';
import { LocationField } from './LocationField';
import {
  AD_TYPE_DESCRIPTIONS,
  AD_TYPE_OPTIONS,
  BATHROOM_OPTIONS,
  BED_OPTIONS,
  FLOOR_OPTIONS,
  FREQUENCY_OPTIONS,
  GUEST_OPTIONS,
  LET_TERM_OPTIONS,
  SQUARE_METRE_OPTIONS,
  TENURE_OPTIONS,
  TRI_STATE_OPTIONS,
} from './options';
import { priceHint, priceOptions, withPricesCarried } from './price';
import { TypeGroupsField } from './TypeGroupsField';
import { filterVisibility, withoutHiddenFilters } from './visibility';
import * as styles from './SearchForm.module.css';

export const CHOOSE_AD_TYPE_PROMPT = 'Choose an ad type to see more advanced filters';
/** How the Keywords box reads what is typed (websearch_to_tsquery on the API). */
const KEYWORDS_HINT = 'For example: garden annexe, "walk-in wardrobe", -auction';

const STAY_FILTERS: readonly string[] = SHORT_TERM_STAY_FILTERS;
/** The Features section: every yes/no filter but the short stays' own, which have a section of their own. */
const FEATURES = FEATURE_FILTERS.filter((key) => !STAY_FILTERS.includes(key));

function AdTypeField({ error }: { error?: string }) {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const replace = useReplaceValues();
  return (
    <>
      <SelectField
        name="ad_type"
        label="Ad Type"
        placeholder="Choose an ad type"
        options={AD_TYPE_OPTIONS}
        hint={values.ad_type === null ? undefined : `${AD_TYPE_LABELS[values.ad_type]}: ${AD_TYPE_DESCRIPTIONS[values.ad_type]}`}
        onPick={(adType) =>
          replace(
            withPricesCarried(
              values,
              isAdType(adType) ? applyAdType(values, adType) : { ad_type: null, is_buy: 0, is_rent: 0, is_sale: 0, is_let: 0 },
            ),
          )
        }
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** Per month or per week, for rents shown by either (as UK portals offer); the bounds convert along. */
function RentPeriodSwitch() {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const replace = useReplaceValues();
  const perWeek = values.price_rent_type_id === 4;
  return (
    <div className={styles.periods} role="group" aria-label="Rent shown">
      {(
        [
          [5, 'per month'],
          [4, 'per week'],
        ] as const
      ).map(([value, label]) => (
        <button
          key={value}
          type="button"
          className={styles.period}
          aria-pressed={perWeek === (value === 4)}
          onClick={() => replace(withPricesCarried(values, { price_rent_type_id: value === 5 ? null : value }))}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The price range, in what the search compares (shared's priceBasis): sale prices, rent per month or
 * per week, a night's or an hour's price; its steps and words follow. The fields that change the basis
 * (ad type, let term, frequency, the per-week switch) carry the bounds over or clear them.
 */
function PriceFields() {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const basis = priceBasis(values);
  const options = priceOptions(basis, [values.min_price, values.max_price]);
  const hint = priceHint(values);
  const hintId = useId();
  return (
    <div className={styles.price}>
      <div className={styles.priceHead}>
        <span className={styles.label} aria-hidden="true">
          Price
        </span>
        {canSwitchRentPeriod(values) && <RentPeriodSwitch />}
      </div>
      <div className={styles.pair}>
        <SelectField name="min_price" label="Min Price" placeholder="No min" options={options} describedBy={hint ? hintId : undefined} />
        <SelectField name="max_price" label="Max Price" placeholder="No max" options={options} describedBy={hint ? hintId : undefined} />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

function DateRangeField() {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const replace = useReplaceValues();
  const startId = useId();
  const endId = useId();
  const range = values.date_range;
  const label = values.ad_type === 2 || values.ad_type === 3 ? 'Required Dates' : 'Availability';
  const change = (start: string | null, end: string | null) => replace(datesOfRange({ start, end }));
  return (
    <fieldset className={styles.section}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.pair}>
        <div className="ui-field">
          <label htmlFor={startId} className="ui-field__label">
            From
          </label>
          <input
            id={startId}
            type="date"
            className="ui-input"
            value={range?.start ?? ''}
            onChange={(e) => change(e.target.value || null, range?.end ?? null)}
          />
        </div>
        <div className="ui-field">
          <label htmlFor={endId} className="ui-field__label">
            To
          </label>
          <input
            id={endId}
            type="date"
            className="ui-input"
            value={range?.end ?? ''}
            min={range?.start ?? undefined}
            disabled={!range?.start}
            onChange={(e) => change(range?.start ?? null, e.target.value || null)}
          />
        </div>
      </div>
    </fieldset>
  );
}

function ComingSoonSwitch() {
  const { input } = useField<number>('is_coming_soon', { subscription: { value: true } });
  const replace = useReplaceValues();
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        role="switch"
        checked={input.value === 1}
        onChange={(e) => replace({ is_coming_soon: e.target.checked ? 1 : 0 })}
      />
      <span>Coming soon</span>
    </label>
  );
}

function FeatureList({ keys, title, lets = false }: { keys: readonly FeatureFilter[]; title: string; lets?: boolean }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <div className={styles.checkGrid}>
        {keys.map((key) => (
          // A search of lets alone words a filter as lets are worded ('Pets considered').
          <CheckField key={key} name={key} label={filterLabel(key, lets ? 'let' : null)} />
        ))}
      </div>
    </fieldset>
  );
}

function AdvancedFilters() {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const replace = useReplaceValues();
  const shown = filterVisibility(values.ad_type, values.is_long_short_term);
  if (!shown.advanced) return <p className={styles.prompt}>{CHOOSE_AD_TYPE_PROMPT}</p>;
  return (
    <>
      <div className={styles.grid}>
        <TextField name="keywords" label={SEARCH_FILTER_FIELDS.keywords.label} hint={KEYWORDS_HINT} />
        {shown.letTerm && (
          <SelectField
            name="is_long_short_term"
            label="Let Term"
            options={LET_TERM_OPTIONS}
            onPick={(term) => replace(withPricesCarried(values, { is_long_short_term: (term ?? 3) as LetTerm }))}
          />
        )}
        {shown.guests && <SelectField name="guests" label="Guests" placeholder="Any" options={GUEST_OPTIONS} />}
        <SelectField
          name="property_rent_type_id"
          label="Frequency"
          placeholder="Any"
          options={FREQUENCY_OPTIONS}
          onPick={(frequency) => replace(withPricesCarried(values, { property_rent_type_id: frequency }))}
        />
        {shown.tenure && <SelectField name="tenure" label="Tenure" options={TENURE_OPTIONS} />}
        <SelectField name="bathrooms" label="Bathrooms" placeholder="Any" options={BATHROOM_OPTIONS} />
        <SelectField name="floors" label="Floors" placeholder="Any" options={FLOOR_OPTIONS} />
        <SelectField name="min_square_meter" label="Min Area" placeholder="No min" options={SQUARE_METRE_OPTIONS} />
        <SelectField name="max_square_meter" label="Max Area" placeholder="No max" options={SQUARE_METRE_OPTIONS} />
      </div>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Recently</legend>
        <div className={styles.checkGrid}>
          {WINDOW_FILTERS.map((key) => (
            <CheckField key={key} name={key} label={SEARCH_FILTER_FIELDS[key].label} />
          ))}
        </div>
      </fieldset>
      {shown.dateRange && <DateRangeField />}
      {shown.comingSoon && <ComingSoonSwitch />}
      {INCLUDE_FILTERS.some((key) => searchOffersFilter(key, values.ad_type, values.is_long_short_term)) && (
        <div className={styles.checkGrid}>
          {INCLUDE_FILTERS.filter((key) => searchOffersFilter(key, values.ad_type, values.is_long_short_term)).map((key) => (
            <CheckField key={key} name={key} label={SEARCH_FILTER_FIELDS[key].label} />
          ))}
        </div>
      )}
      {shown.saleStatus && (
        <div className={styles.grid}>
          {TRI_STATE_FILTERS.filter((key) => searchOffersFilter(key, values.ad_type, values.is_long_short_term)).map((key) => (
            <RadioField key={key} name={key} label={SEARCH_FILTER_FIELDS[key].label} options={TRI_STATE_OPTIONS} />
          ))}
        </div>
      )}
      {RANK_FILTERS.some((key) => searchOffersFilter(key, values.ad_type, values.is_long_short_term)) && (
        <div className={styles.grid}>
          {RANK_FILTERS.filter((key) => searchOffersFilter(key, values.ad_type, values.is_long_short_term)).map((key) => (
            <SelectField
              key={key}
              name={key}
              label={SEARCH_FILTER_FIELDS[key].label}
              placeholder="Any"
              options={SEARCH_FILTER_FIELDS[key].order.map((value) => ({ value, label: value }))}
            />
          ))}
        </div>
      )}
      <TypeGroupsField />
      <FeatureList
        title="Features"
        lets={values.ad_type === 5}
        keys={FEATURES.filter((key) => searchOffersFilter(key, values.ad_type, values.is_long_short_term))}
      />
      {shown.shortTermStay && <FeatureList title="Short-Term Stay" keys={SHORT_TERM_STAY_FILTERS} />}
    </>
  );
}

interface SearchFormBodyProps {
  stored: SearchFilters;
  errors: ApiErrors;
  loading: boolean;
  handleSubmit(): void;
}

function SearchFormBody({ stored, errors, loading, handleSubmit }: SearchFormBodyProps) {
  const { values } = useFormState<SearchFilters>({ subscription: { values: true } });
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const advancedId = useId();
  const changed = !sameSearch(values, stored);
  return (
    <form
      className={styles.form}
      aria-label="Search properties"
      onSubmit={(event) => {
        event.preventDefault();
        handleSubmit();
      }}
    >
      <div className={styles.grid}>
        <AdTypeField error={firstError(errors, 'ad_type')} />
        <LocationField adType={values.ad_type} error={firstError(errors, 'address')} />
        <PriceFields />
        <SelectField name="min_beds" label="Min Beds" placeholder="No min" options={BED_OPTIONS} />
        <SelectField name="max_beds" label="Max Beds" placeholder="No max" options={BED_OPTIONS} />
      </div>
      <button
        type="button"
        className={styles.linkButton}
        aria-expanded={advancedOpen}
        aria-controls={advancedId}
        onClick={() => setAdvancedOpen((open) => !open)}
      >
        Advanced Filters
      </button>
      <div id={advancedId} className={styles.advanced} hidden={!advancedOpen}>
        <AdvancedFilters />
      </div>
      {/* Last, and kept in view at the foot of the box or sheet while the filters above it scroll. */}
      <div className={styles.actions}>
        <button
          type="submit"
          className={changed ? `${styles.searchButton} ${styles.searchButtonChanged}` : styles.searchButton}
          data-changed={changed}
          aria-busy={loading}
        >
          Search
        </button>
      </div>
    </form>
  );
}

/**
 * The search form: the stored filters fill it, and any change of the stored filters replaces it.
 * `onSearched` follows a search the API accepted (a refused one keeps the form up with its errors).
 */
export const SearchForm = observer(function SearchForm({ onSearched }: { onSearched?: () => void }) {
  // Read here, not inside the render prop, so this observer re-renders when they change.
  const stored = filtersStore.filters;
  const { errors, loading } = searchStore;
  return (
    <Form<SearchFilters>
      initialValues={stored}
      initialValuesEqual={(a, b) => a === b}
      subscription={{}}
      onSubmit={async (values) => {
        await searchStore.search(withoutHiddenFilters(values));
        if (Object.keys(searchStore.errors).length === 0) onSearched?.();
      }}
    >
      {({ handleSubmit }) => <SearchFormBody stored={stored} errors={errors} loading={loading} handleSubmit={() => void handleSubmit()} />}
    </Form>
  );
});
