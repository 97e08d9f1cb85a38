import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { Form, useField } from 'react-final-form';
import { firstError, SERVICE_FIELDS, type ServiceSearchFilters } from '@marketplace/shared';
import { RADIUS_MILES, serviceSearchStore, type Choice } from '../services/store';
import { LocationField } from './LocationField';
import * as styles from './SearchForm.module.css';

type ChoiceKey = 'service_type_occupation_id' | 'service_payment_type_id' | 'radius';

/** A labelled select of catalogue ids (null for the empty choice). */
function ChoiceField({ name, label, choices, anyLabel }: { name: ChoiceKey; label: string; choices: Choice[]; anyLabel?: string }) {
  const id = useId();
  const { input } = useField<number | null>(name, { subscription: { value: true } });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={input.value === null || input.value === undefined ? '' : String(input.value)}
        onChange={(event) => input.onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.type}
          </option>
        ))}
      </select>
    </div>
  );
}

const RADIUS_CHOICES: Choice[] = RADIUS_MILES.map((miles) => ({ id: miles, type: `Within ${miles} ${miles === 1 ? 'mile' : 'miles'}` }));

/**
 * The service search: an occupation from the catalogue, a place from the geocoder, a radius round it
 * and a payment type. `onSearched` follows a search the API accepted.
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
            <ChoiceField
              name="service_type_occupation_id"
              label={SERVICE_FIELDS.service_type_occupation_id.label}
              choices={lookups?.occupations ?? []}
              anyLabel="Any occupation"
            />
            <LocationField adType={4} error={firstError(errors, 'address')} />
            <ChoiceField name="radius" label="Radius" choices={RADIUS_CHOICES} />
            <ChoiceField
              name="service_payment_type_id"
              label={SERVICE_FIELDS.service_payment_type_id.label}
              choices={lookups?.payment_types ?? []}
              anyLabel="Any payment"
            />
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
