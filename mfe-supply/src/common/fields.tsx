import { Field as FinalField, useField } from 'react-final-form';
import { Field } from '@marketplace/shared';
import * as styles from './listing-form.module.css';

/** The listing forms' inputs (advert, service, address, contact): shared's labelled Field, each showing its message and marked invalid with it. */

export function Text({ name, label, error, type = 'text' }: { name: string; label: string; error?: string; type?: string }) {
  const { input } = useField<string>(name);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input {...control} type={type} name={name} value={input.value ?? ''} onChange={(e) => input.onChange(e.target.value)} />
      )}
    </Field>
  );
}

export function NumberInput({ name, label, error }: { name: string; label: string; error?: string }) {
  const { input } = useField<number | null>(name);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="decimal"
          min={0}
          name={name}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
      )}
    </Field>
  );
}

export function Select({
  name,
  label,
  options,
  error,
  placeholder = 'Please select',
}: {
  name: string;
  label: string;
  options: ReadonlyArray<{ value: number | string; label: string }>;
  error?: string;
  /** The empty first option; null for a choice that always has a value. */
  placeholder?: string | null;
}) {
  const { input } = useField<number | string | null>(name);
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={input.value ?? ''}
          onChange={(e) =>
            input.onChange(e.target.value === '' ? null : Number.isNaN(Number(e.target.value)) ? e.target.value : Number(e.target.value))
          }
        >
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Check({ name, label, error }: { name: string; label: string; error?: string }) {
  return (
    <FinalField<boolean> name={name} type="checkbox">
      {({ input }) => (
        <>
          <label className={styles.check}>
            <input
              type="checkbox"
              name={name}
              checked={Boolean(input.checked)}
              onChange={(e) => input.onChange(e.target.checked)}
              aria-invalid={Boolean(error)}
            />
            <span>{label}</span>
          </label>
          {error && <span className={styles.error}>{error}</span>}
        </>
      )}
    </FinalField>
  );
}
