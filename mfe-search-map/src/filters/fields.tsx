import { useId } from 'react';
import { useField, useForm } from 'react-final-form';
import type { SearchFilters } from '@marketplace/shared';
import type { Option } from './options';
import * as styles from './SearchForm.module.css';

type NumberKey = { [K in keyof SearchFilters]: SearchFilters[K] extends number | null ? K : never }[keyof SearchFilters];
type BooleanKey = { [K in keyof SearchFilters]: SearchFilters[K] extends boolean ? K : never }[keyof SearchFilters];

const toNumber = (value: string) => (value === '' ? null : Number(value));
const toText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

interface SelectFieldProps {
  name: NumberKey;
  label: string;
  options: Option[];
  /** Text of the empty choice; without it a value is always chosen. */
  placeholder?: string;
  /** Called with the chosen value instead of a plain change (for fields other fields depend on). */
  onPick?(value: number | null): void;
  /** Words under the field that say what the choice means. */
  hint?: string;
  /** The id of words elsewhere that describe the field. */
  describedBy?: string;
}

/** A labelled select of numbers (null for the empty choice). */
export function SelectField({ name, label, options, placeholder, onPick, hint, describedBy }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
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
        aria-describedby={hint ? hintId : describedBy}
        value={toText(input.value)}
        onChange={(event) => {
          const value = toNumber(event.target.value);
          if (onPick) onPick(value);
          else input.onChange(value);
        }}
        onBlur={() => input.onBlur()}
        onFocus={() => input.onFocus()}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A checkbox bound to a boolean filter. */
export function CheckboxField({ name, label }: { name: BooleanKey; label: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox', subscription: { value: true } });
  return (
    <label className={styles.check}>
      <input type="checkbox" name={name} checked={Boolean(input.checked)} onChange={(event) => input.onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/** Show, Hide or Only, as a group of radio buttons. */
export function TriStateField({ name, label, options }: { name: NumberKey; label: string; options: Option[] }) {
  const form = useForm<SearchFilters>();
  const { input } = useField<number>(name, { subscription: { value: true } });
  return (
    <fieldset className={styles.triState}>
      <legend className={styles.label}>{label}</legend>
      {options.map((option) => (
        <label key={option.value} className={styles.triStateOption}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={input.value === option.value}
            onChange={() => form.change(name, option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Replaces several values at once (one render), changing only those that differ. */
export function useReplaceValues() {
  const form = useForm<SearchFilters>();
  return (next: Partial<SearchFilters>) => {
    const current = form.getState().values;
    form.batch(() => {
      for (const [key, value] of Object.entries(next)) {
        if (current[key as keyof SearchFilters] !== value) form.change(key as keyof SearchFilters, value);
      }
    });
  };
}
