import { useId, type ReactNode } from 'react';
import { Field, useField } from 'react-final-form';
import * as styles from './advert-form.module.css';

/** The advert form's labelled inputs: each shows its message under it and marks itself invalid. */

export function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  /** The control, with its id and what describes it (its message, when it has one). */
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children(id, error ? errorId : undefined)}
      {error && (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}

export function Text({ name, label, error, type = 'text' }: { name: string; label: string; error?: string; type?: string }) {
  const { input } = useField<string>(name);
  return (
    <Labelled label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          name={name}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
    </Labelled>
  );
}

export function NumberInput({ name, label, error }: { name: string; label: string; error?: string }) {
  const { input } = useField<number | null>(name);
  return (
    <Labelled label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          name={name}
          value={input.value ?? ''}
          onChange={(e) => input.onChange(e.target.value === '' ? null : Number(e.target.value))}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
      )}
    </Labelled>
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
    <Labelled label={label} error={error}>
      {(id, describedBy) => (
        <select
          id={id}
          name={name}
          aria-describedby={describedBy}
          value={input.value ?? ''}
          onChange={(e) =>
            input.onChange(e.target.value === '' ? null : Number.isNaN(Number(e.target.value)) ? e.target.value : Number(e.target.value))
          }
          aria-invalid={Boolean(error)}
        >
          {placeholder !== null && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}

export function Check({ name, label, error }: { name: string; label: string; error?: string }) {
  return (
    <Field<boolean> name={name} type="checkbox">
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
    </Field>
  );
}
