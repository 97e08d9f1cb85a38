import { useId, type ReactNode } from 'react';
import { Field } from './Field';

/** What a form library's field hook hands a control (react-final-form's `input`). */
export interface BoundInput {
  name: string;
  value: unknown;
  checked?: boolean;
  onChange(value: unknown): void;
  onBlur(): void;
  onFocus(): void;
}

/** react-final-form's `useField`, as the kit calls it. */
export type UseFieldHook = (name: string, config: { type?: 'checkbox'; subscription: { value: true } }) => { input: BoundInput };

export interface Choice<V extends number | string = number | string> {
  value: V;
  label: string;
  /** Shown but not to be chosen (a whole place already offered, say). */
  disabled?: boolean;
}

interface FieldBase<Name extends string> {
  name: Name;
  label: string;
  /** The message when the value is refused (the browser's or the server's). */
  error?: string | null;
  /** Words under the label that say what to give or what a choice means. */
  hint?: ReactNode;
}

export interface TextFieldProps<Name extends string> extends FieldBase<Name> {
  type?: 'text' | 'email' | 'tel' | 'time' | 'date' | 'url';
  autoComplete?: string;
}

export interface NumberFieldProps<Name extends string> extends FieldBase<Name> {
  min?: number;
  max?: number;
  /** '0.01' for pounds and pence; whole numbers by default. */
  step?: string;
}

export interface SelectFieldProps<Name extends string, V extends number | string = number | string> extends FieldBase<Name> {
  options: ReadonlyArray<Choice<V>>;
  /** The empty first choice (null in the form); without it a value is always chosen. */
  placeholder?: string;
  /** Called with the chosen value instead of a plain change, for a field other fields follow. */
  onPick?(value: V | null): void;
  /** Words elsewhere on the page that describe the field too. */
  describedBy?: string;
}

export interface CheckFieldProps<Name extends string> {
  name: Name;
  label: string;
  error?: string | null;
}

export interface RadioFieldProps<Name extends string> {
  name: Name;
  label: string;
  options: ReadonlyArray<Choice>;
}

/** What a control shows of a field's value: a number or a text as it is, nothing for an empty field. */
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
/** A select's value back as the form holds it: null for the empty choice, a number where the choice is one. */
const chosen = <V extends number | string>(value: string, options: ReadonlyArray<Choice<V>>): V | null =>
  value === '' ? null : (options.find((option) => String(option.value) === value)?.value ?? null);
/** A control's focus and blur, which the form counts as the field visited and touched. */
const touchOf = (input: BoundInput) => ({ onBlur: () => input.onBlur(), onFocus: () => input.onFocus() });
const joined = (...ids: Array<string | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * The form-field kit every remote's forms use: a text, number, select, checkbox and radio group bound to a
 * form's field, each in shared's labelled Field (label, hint, error, then the control).
 *
 * A remote passes its own react-final-form `useField`: `@marketplace/shared` reaches a remote as the
 * shell's copy (a federation singleton), and a hook from a react-final-form bundled there would look for
 * the remote's <Form> in another copy's context and find none.
 */
export function formFields<Name extends string = string>(useField: UseFieldHook) {
  const useBound = (name: Name, type?: 'checkbox') => useField(name, { type, subscription: { value: true } }).input;

  function TextField({ name, label, error, hint, type = 'text', autoComplete }: TextFieldProps<Name>) {
    const input = useBound(name);
    return (
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            type={type}
            name={name}
            autoComplete={autoComplete}
            value={text(input.value)}
            onChange={(event) => input.onChange(event.target.value)}
            {...touchOf(input)}
          />
        )}
      </Field>
    );
  }

  /** A number, or null while empty. */
  function NumberField({ name, label, error, hint, min = 0, max, step }: NumberFieldProps<Name>) {
    const input = useBound(name);
    return (
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            name={name}
            value={text(input.value)}
            onChange={(event) => input.onChange(event.target.value === '' ? null : Number(event.target.value))}
            {...touchOf(input)}
          />
        )}
      </Field>
    );
  }

  function SelectField<V extends number | string>({
    name,
    label,
    error,
    hint,
    options,
    placeholder,
    onPick,
    describedBy,
  }: SelectFieldProps<Name, V>) {
    const input = useBound(name);
    return (
      <Field label={label} hint={hint} error={error}>
        {(control) => (
          <select
            {...control}
            aria-describedby={joined(control['aria-describedby'], describedBy)}
            name={name}
            value={text(input.value)}
            onChange={(event) => {
              const value = chosen(event.target.value, options);
              if (onPick) onPick(value);
              else input.onChange(value);
            }}
            {...touchOf(input)}
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }

  /** A checkbox bound to a true/false field, its message under it. */
  function CheckField({ name, label, error }: CheckFieldProps<Name>) {
    const input = useBound(name, 'checkbox');
    const errorId = useId();
    return (
      <div className="ui-check-field">
        <label className="ui-check">
          <input
            type="checkbox"
            name={name}
            checked={Boolean(input.checked)}
            onChange={(event) => input.onChange(event.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <span>{label}</span>
        </label>
        {error && (
          <p id={errorId} className="ui-field__error">
            <span className="visually-hidden">Error: </span>
            {error}
          </p>
        )}
      </div>
    );
  }

  /** One of a few choices, as a group of radio buttons under its legend. */
  function RadioField({ name, label, options }: RadioFieldProps<Name>) {
    const input = useBound(name);
    return (
      <fieldset className="ui-choices">
        <legend className="ui-field__label">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className="ui-check">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={input.value === option.value}
              onChange={() => input.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  return { TextField, NumberField, SelectField, CheckField, RadioField };
}
