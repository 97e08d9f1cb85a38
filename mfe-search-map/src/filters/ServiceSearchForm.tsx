import { observer } from 'mobx-react-lite';
import { Form } from 'react-final-form';
import { firstError, formatPounds, SERVICE_FIELDS, type ServiceSearchFilters } from '@marketplace/shared';
import { RADIUS_MILES, SERVICE_PRICE_STEPS, serviceSearchStore, type Choice } from '../services/store';
import { serviceFields } from './fields';
import { LocationField } from './LocationField';
import * as styles from './SearchForm.module.css';

const { SelectField } = serviceFields;
const choices = (list: Choice[] | undefined) => (list ?? []).map(({ id, type }) => ({ value: id, label: type }));

const PRICE_CHOICES = SERVICE_PRICE_STEPS.map((pounds) => ({ value: pounds, label: formatPounds(pounds) }));
const RADIUS_CHOICES = RADIUS_MILES.map((miles) => ({ value: miles, label: `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}` }));

/**
 * The service search: an occupation from the catalogue, a place from the geocoder, a radius round it
 * a payment type and a price range (a price to be discussed matches no range). `onSearched` follows a
 * search the API accepted.
 */
export const ServiceSearchForm = observer(function ServiceSearchForm({ onSearched }: { onSearched?: () => void }) {
  const stored = serviceSearchStore.filters;
  const { lookups, errors, loading } = serviceSearchStore;
  return (
    <Form<ServiceSearchFilters>
      initialValues={stored}
      initialValuesEqual={(a, b) => a === b}
      subscription={{}}
      onSubmit={async (values) => {
        await serviceSearchStore.search(values);
        if (Object.keys(serviceSearchStore.errors).length === 0) onSearched?.();
      }}
    >
      {({ handleSubmit }) => (
        <form
          className={styles.form}
          aria-label="Search services"
          onSubmit={(event) => {
            event.preventDefault();
            void handleSubmit();
          }}
        >
          <div className={styles.grid}>
            <SelectField
              name="service_type_occupation_id"
              label={SERVICE_FIELDS.service_type_occupation_id.label}
              options={choices(lookups?.occupations)}
              placeholder="Any occupation"
            />
            <LocationField adType={4} error={firstError(errors, 'address')} />
            <SelectField name="radius" label="Radius" options={RADIUS_CHOICES} />
            <SelectField
              name="service_payment_type_id"
              label={SERVICE_FIELDS.service_payment_type_id.label}
              options={choices(lookups?.payment_types)}
              placeholder="Any payment"
            />
            <div className={styles.pair}>
              <SelectField name="min_price" label="Min Price" placeholder="No min" options={PRICE_CHOICES} />
              <SelectField name="max_price" label="Max Price" placeholder="No max" options={PRICE_CHOICES} />
            </div>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.searchButton} aria-busy={loading}>
              Search
            </button>
          </div>
        </form>
      )}
    </Form>
  );
});
