import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import {
  AD_TYPE_LABELS,
  applyAdType,
  Button,
  filtersStore,
  firstError,
  serviceFiltersStore,
  type AdType,
  type SearchFilters,
  type SearchLocation,
} from '@marketplace/shared';
import { searchStore } from '../search/store';
import { serviceSearchStore } from '../services/store';
import { LocationField } from './LocationField';
import { AD_TYPE_DESCRIPTIONS } from './options';
import { withoutHiddenFilters } from './visibility';
import * as styles from './SearchForm.module.css';

type Choice = AdType | 'services';

/** Homes on offer first, then people looking for one, then the services the headline promises. */
const CHOICES: Array<{ value: Choice; label: string; description: string }> = [
  ...([4, 5, 6, 1, 2, 3] as const).map((adType) => ({
    value: adType,
    label: AD_TYPE_LABELS[adType],
    description: AD_TYPE_DESCRIPTIONS[adType],
  })),
  { value: 'services', label: 'Local Services', description: 'trusted tradespeople near you' },
];

/** The spec's wording of the API's own answer, checked here so the first search cannot fail on it. */
const ADDRESS_REQUIRED = 'The address field is required.';

/** The searched place, as the service search reads it (with its own radius). */
function placeOf(values: SearchFilters): Omit<SearchLocation, 'radius' | 'drawbboxs'> {
  const { address, line_1, line_2, street, postcode, city, county, country, boundary_box, latitude, longitude } = values;
  return { address, line_1, line_2, street, postcode, city, county, country, boundary_box, latitude, longitude };
}

function ChoiceTile({ choice, checked, onChoose }: { choice: (typeof CHOICES)[number]; checked: boolean; onChoose(): void }) {
  const id = useId();
  return (
    <div className={styles.tile}>
      <input
        id={id}
        type="radio"
        name="intro-choice"
        className={styles.tileInput}
        checked={checked}
        onChange={onChoose}
        aria-describedby={`${id}-what`}
      />
      <label htmlFor={id} className={styles.tileLabel}>
        {choice.label}
      </label>
      <span id={`${id}-what`} className={styles.tileDescription}>
        {choice.description}
      </span>
    </div>
  );
}

/**
 * The home's introduction: where, and what kind of advert (each ad type with what it finds in plain
 * words), then Search. The stored search fills it, so the default search (For Sale & To Let in London)
 * is one tap away.
 */
export const IntroSearch = observer(function IntroSearch() {
  const stored = filtersStore.filters;
  const [choice, setChoice] = useState<Choice>(serviceSearchStore.active ? 'services' : (stored.ad_type ?? 6));
  const [addressError, setAddressError] = useState<string | undefined>();
  const apiError = firstError(searchStore.errors, 'address');

  const submit = async (values: SearchFilters) => {
    if (!values.address.trim()) {
      setAddressError(ADDRESS_REQUIRED);
      return;
    }
    setAddressError(undefined);
    if (choice === 'services') {
      const search = serviceSearchStore.search({ ...serviceFiltersStore.filters, ...placeOf(values) });
      serviceSearchStore.setActive(true);
      await search;
      return;
    }
    serviceSearchStore.setActive(false);
    await searchStore.search(withoutHiddenFilters(applyAdType({ ...values, drawbboxs: null }, choice)));
  };

  return (
    <Form<SearchFilters>
      initialValues={stored}
      initialValuesEqual={(a, b) => a === b}
      subscription={{ submitting: true }}
      onSubmit={submit}
    >
      {({ handleSubmit, submitting }) => (
        <form
          className={styles.intro}
          aria-label="Start a search"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <LocationField adType={choice === 'services' ? null : choice} error={addressError ?? apiError} />
          <fieldset className={styles.section}>
            <legend className={styles.label}>What are you looking for?</legend>
            <div className={styles.tiles}>
              {CHOICES.map((item) => (
                <ChoiceTile key={item.value} choice={item} checked={choice === item.value} onChoose={() => setChoice(item.value)} />
              ))}
            </div>
          </fieldset>
          <Button type="submit" variant="primary" size="large" block busy={submitting}>
            Search
          </Button>
        </form>
      )}
    </Form>
  );
});
