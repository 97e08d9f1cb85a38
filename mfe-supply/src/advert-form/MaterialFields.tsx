import { useFormState } from 'react-final-form';
import {
  ASK_AGENT,
  ASK_AGENT_FIELDS,
  ASK_AGENT_LABEL,
  MATERIAL_FIELDS,
  NATION_NAMES,
  depositCapsLine,
  isLetByRooms,
  letDepositCaps,
  rentPerMonth,
  formatPounds,
  type MaterialField,
  type MaterialFieldSpec,
} from '@marketplace/shared';
import { NumberField, SelectField, TextField } from '../common/fields';
import { LET_BY_ROOMS_NOTE, materialAdvertOf, materialFieldsOnStep, type AdvertFormValues, type StepErrors } from './rules';
import * as styles from '../common/listing-form.module.css';

/** Band I is Welsh: the other nations are not offered it. */
const choicesOf = (key: MaterialField, nation: AdvertFormValues['nation']) => {
  const field: MaterialFieldSpec = MATERIAL_FIELDS[key];
  if (field.kind !== 'choice') return [];
  const options = Object.entries(field.options)
    .filter(([value]) => key !== 'council_tax_band' || value !== 'I' || nation === 'wales' || nation === null)
    .map(([value, label]) => ({ value, label }));
  return ASK_AGENT_FIELDS.includes(key) ? [...options, { value: ASK_AGENT, label: ASK_AGENT_LABEL }] : options;
};

/** One material field as its kind asks it: a choice, pounds, a number with its unit, or words. */
function MaterialInput({
  name,
  error,
  nation,
  required,
}: {
  name: MaterialField;
  error?: string;
  nation: AdvertFormValues['nation'];
  required: boolean;
}) {
  const field: MaterialFieldSpec = MATERIAL_FIELDS[name];
  // Needed to publish, not to save: a draft may be incomplete.
  const label = required ? field.label : `${field.label} (optional)`;
  const at = `material.${name}`;
  switch (field.kind) {
    case 'choice':
      return <SelectField placeholder="Please select" name={at} label={label} options={choicesOf(name, nation)} error={error} />;
    case 'money':
      return <NumberField name={at} label={`${label} (£)`} step="0.01" error={error} />;
    case 'number':
      return <NumberField name={at} label={`${label} (${field.unit})`} min={field.min} max={field.max} error={error} />;
    case 'text':
      return <TextField name={at} label={label} error={error} />;
  }
}

/**
 * The material information a step asks of this advert (shared's rules decide which fields apply):
 * Part A beside the price, with the deposit caps as the advertiser types the rent; the EPC, Parts B and
 * C and a short let's licence on their own step.
 */
export function MaterialFields({ step, errors }: { step: 'price' | 'material'; errors: StepErrors }) {
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  const fields = materialFieldsOnStep(values, step);
  if (!fields.length) return null;
  const advert = materialAdvertOf(values);
  const byRooms = isLetByRooms(advert);
  const caps = fields.some(({ key }) => key === 'deposit') ? letDepositCaps(advert) : null;
  const pcm = caps && !byRooms ? rentPerMonth(values.price, values.property_rent_type_id) : null;
  return (
    <fieldset className={styles.group}>
      <legend>{step === 'price' ? 'Material information (Part A) and the EPC' : 'Material information (Parts B and C)'}</legend>
      {values.nation && <p>{`In ${NATION_NAMES[values.nation]}: its law applies.`}</p>}
      {step === 'material' && <p>Where you do not know an answer, choose Ask agent; a buyer or tenant will ask you.</p>}
      {pcm !== null && values.property_rent_type_id === 4 && <p>{`Rent per calendar month: ${formatPounds(pcm, { decimals: 2 })}`}</p>}
      {byRooms && step === 'price' && <p>{LET_BY_ROOMS_NOTE}</p>}
      {caps && <p aria-live="polite">{depositCapsLine(caps, byRooms)}</p>}
      {fields.map(({ key, required }) => (
        <MaterialInput key={key} name={key} required={required} nation={values.nation} error={errors[`material.${key}`]} />
      ))}
    </fieldset>
  );
}
