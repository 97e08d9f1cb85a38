import { useId, type ReactNode } from 'react';
import './Field.css';

/** What Field hands its control: spread it on the <input>, <select> or <textarea>. */
export interface FieldControlProps {
  id: string;
  className: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** A line that helps fill it in ('At least 8 characters.'). */
  hint?: ReactNode;
  /** The message when the value is refused (the spec's or the server's first message). */
  error?: string | null;
  children(control: FieldControlProps): ReactNode;
  className?: string;
}

/**
 * A labelled form field as the GOV.UK Design System lays one out, with the sign-in pages' look: label,
 * hint, error, then the control, which is described by the hint and the error and marked invalid with it.
 */
export function Field({ label, hint, error, children, className }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['ui-field', error ? 'ui-field--error' : '', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ui-field__error">
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {children({ id, className: 'ui-input', 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
    </div>
  );
}
