import { useEffect } from 'react';
import { Field as FinalField, useForm, useFormState } from 'react-final-form';
import {
  CANCELLATION_RULE_IDS,
  CONTACT_VISIBILITY,
  Field,
  INVESTMENT_FIELDS,
  PROPERTY_DETAIL_COUNTS,
  type InvestmentField,
} from '@marketplace/shared';
import { fieldLabel } from '../rooms/rules';
import { ContactAddressFields } from '../address/AddressFields';
import { ContactFields } from '../contact/ContactFields';
import { advertFormApi } from './api';
import type { CatalogueOptions } from './preview';
import { CheckField, NumberField, SelectField, TextField } from '../common/fields';
import { DETAIL_FLAGS, DISCOUNT_FEE_TYPES, DISCOUNT_KINDS, type AdvertFormValues, type StepErrors } from './rules';
import { AMENITY_FEES, fieldVisibility, paidAmenitiesFor, unpaidAmenitiesFor } from './visibility';
import * as styles from '../common/listing-form.module.css';

const INVESTMENT_LABELS: Record<InvestmentField, string> = {
  roi: 'ROI (%)',
  roa: 'ROA (%)',
  yield: 'Yield (%)',
  share_percentage: 'Share percentage (%)',
  cash_flow: 'Cash flow (£)',
  maintenance_cost: 'Maintenance cost (£)',
  number_of_flats: 'Number of flats',
  number_of_blocks: 'Number of blocks',
  number_of_units: 'Number of units',
};

/** Rooms, structure and amenities (each paid one with its flag and fee), the investment figures and the house rules. */
export function DetailsStep({ errors }: { errors: StepErrors }) {
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  const shown = fieldVisibility(values.ad_kind, values.is_short_term);
  return (
    <>
      <fieldset className={styles.group}>
        <legend>Rooms and floors</legend>
        {PROPERTY_DETAIL_COUNTS.map((f) => (
          <NumberField key={f} name={`details.${f}`} label={fieldLabel(f)} error={errors[`details.${f}`]} />
        ))}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Structure and outside</legend>
        {DETAIL_FLAGS.map((f) => (
          <CheckField key={f} name={`details.${f}`} label={fieldLabel(f)} error={errors[`details.${f}`]} />
        ))}
        {values.details.parking === true && (
          <>
            <CheckField name="details.parking_paid" label="Parking is paid" />
            {values.details.parking_paid === true && (
              <NumberField name="details.parking_fee" label="Parking fee (£)" error={errors['details.parking_fee']} />
            )}
          </>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Services and amenities</legend>
        {paidAmenitiesFor(shown).map((a) => {
          const fee = AMENITY_FEES[a];
          return (
            <div key={a} className={styles.amenity}>
              <CheckField name={`details.${a}`} label={fieldLabel(a)} error={errors[`details.${a}`]} />
              {values.details[a] === true && <CheckField name={`details.${a}_paid`} label={`${fieldLabel(a)} is paid`} />}
              {fee && values.details[a] === true && values.details[`${a}_paid`] === true && (
                <NumberField name={`details.${fee}`} label={`${fieldLabel(a)} fee (£)`} error={errors[`details.${fee}`]} />
              )}
            </div>
          );
        })}
        {unpaidAmenitiesFor(shown).map((a) => (
          <CheckField key={a} name={`details.${a}`} label={fieldLabel(a)} error={errors[`details.${a}`]} />
        ))}
      </fieldset>
      {shown.saleStatus && values.flags.is_investment && (
        <fieldset className={styles.group}>
          <legend>Investment</legend>
          {INVESTMENT_FIELDS.map((f) => (
            <NumberField key={f} name={`investment.${f}`} label={INVESTMENT_LABELS[f]} error={errors[`investment.${f}`]} />
          ))}
        </fieldset>
      )}
      <Field label="House rules (one a line)" error={errors.rules}>
        {(control) => <FinalField {...control} name="rules" component="textarea" rows={4} />}
      </Field>
    </>
  );
}

/** Check-in and out (times or flexible, with instructions), cancellation, and the three discounts of a short stay (percent or pounds). */
export function PoliciesStep({
  errors,
  choices,
  onChoices,
}: {
  errors: StepErrors;
  choices: Pick<CatalogueOptions, 'instructions' | 'cancellationRules'>;
  onChoices: (loaded: Pick<CatalogueOptions, 'instructions' | 'cancellationRules'>) => void;
}) {
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  useEffect(
    () => void advertFormApi.policyChoices().then(onChoices, () => onChoices({ instructions: [], cancellationRules: [] })),
    [onChoices],
  );
  return (
    <>
      {(['in', 'out'] as const).map((way) => (
        <fieldset key={way} className={styles.group}>
          <legend>Check-{way}</legend>
          <CheckField name={`check_${way}_flexible`} label={`Flexible check-${way}`} />
          {!values[`check_${way}_flexible`] && (
            <>
              <TextField name={`check_${way}_from`} label={`Check-${way} from`} type="time" error={errors[`check_${way}_from`]} />
              <TextField name={`check_${way}_to`} label={`Check-${way} until`} type="time" error={errors[`check_${way}_to`]} />
            </>
          )}
          <SelectField
            placeholder="Please select"
            name={`check_${way}_instructions_id`}
            label={`Check-${way} instructions`}
            options={choices.instructions}
            error={errors[`check_${way}_instructions_id`]}
          />
        </fieldset>
      ))}
      <fieldset className={styles.group}>
        <legend>Cancellation</legend>
        <SelectField
          placeholder="Please select"
          name="cancellation_rule_id"
          label="Cancellation rule"
          options={choices.cancellationRules}
          error={errors.cancellation_rule_id}
        />
        {values.cancellation_rule_id === CANCELLATION_RULE_IDS.fixedFee && (
          <NumberField name="cancellation_fee" label="Cancellation fee (£)" error={errors.cancellation_fee} />
        )}
        <NumberField name="cancellation_period" label="Cancellation period (days before arrival)" error={errors.cancellation_period} />
        <SelectField
          placeholder="Please select"
          name="cancellation_late_rule_id"
          label="Rule for later cancellations"
          options={choices.cancellationRules}
          error={errors.cancellation_late_rule_id}
        />
      </fieldset>
      {DISCOUNT_KINDS.map(({ key, label }) => (
        <fieldset key={key} className={styles.group}>
          <legend>{label} discount</legend>
          <CheckField name={`discounts.${key}.on`} label={`Offer a ${label.toLowerCase()} discount`} />
          {values.discounts[key].on && (
            <>
              <NumberField
                name={`discounts.${key}.term`}
                label={key === 'no_of_guests' ? 'From this many guests' : 'Days'}
                error={errors[`discounts.${key}.term`]}
              />
              <NumberField name={`discounts.${key}.fee`} label="Discount" error={errors[`discounts.${key}.fee`]} />
              <SelectField
                name={`discounts.${key}.fee_type`}
                label="Discount in"
                options={DISCOUNT_FEE_TYPES}
                placeholder="Percent or pounds"
              />
            </>
          )}
        </fieldset>
      ))}
      {errors.discounts && <span className={styles.error}>{errors.discounts}</span>}
    </>
  );
}

/** The contact details and which of them the owner's adverts show (settings 1 to 5, kept on the owner's account). */
export function ContactStep({ errors }: { errors: StepErrors }) {
  const form = useForm<AdvertFormValues>();
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  useEffect(() => {
    if (values.settings !== null) return;
    void advertFormApi.settings().then(
      (settings) => form.change('settings', settings),
      () => undefined,
    );
  }, [values.settings, form]);
  return (
    <>
      <ContactFields errors={errors} />
      <ContactAddressFields values={values} listing={values} listingNoun="property" errors={errors} />
      {values.settings !== null && (
        <fieldset className={styles.group}>
          <legend>What your adverts show</legend>
          {CONTACT_VISIBILITY.map(({ id, label }) => (
            <CheckField key={id} name={`settings.${id - 1}`} label={`Show ${label.toLowerCase()}`} />
          ))}
        </fieldset>
      )}
    </>
  );
}
