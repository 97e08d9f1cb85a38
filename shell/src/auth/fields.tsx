import { useRef, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import type { FieldValidator, SubmissionErrors } from 'final-form';
import { composeValidators, maxLength, minLength, required, useFocusFirstInvalid } from '@marketplace/shared';
import { BackgroundVideo } from '../backgroundVideo/BackgroundVideo';
import { PASSWORD_MIN_LENGTH, matchesPassword } from './rules';

interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  validate?: FieldValidator<string>;
  hint?: string;
}

/**
 * A labelled input whose message shows under it: the browser-side rule once the field was left or
 * the form submitted, or the server's first message until the value is changed again.
 */
export function TextField({ name, label, type = 'text', autoComplete, validate, hint }: TextFieldProps) {
  const id = `auth-${name}`;
  return (
    <Field<string> name={name} validate={validate}>
      {({ input, meta }) => {
        const error = ((meta.touched && meta.error) || (!meta.dirtySinceLastSubmit && meta.submitError)) as string | undefined;
        const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
        return (
          <div className="auth-field">
            <label htmlFor={id}>{label}</label>
            <input
              {...input}
              id={id}
              type={type}
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
            {hint && (
              <p id={`${id}-hint`} className="auth-hint">
                {hint}
              </p>
            )}
            {error && (
              <p id={`${id}-error`} className="auth-field-error">
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}

export function CheckboxField({ name, label }: { name: string; label: string }) {
  const id = `auth-${name}`;
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <div className="auth-check">
          <input {...input} id={id} />
          <label htmlFor={id}>{label}</label>
        </div>
      )}
    </Field>
  );
}

/** The page frame: a card with the heading, and the form's own message (lockout, network) above the fields. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {intro && <p className="auth-intro">{intro}</p>}
        {children}
      </section>
      <BackgroundVideo />
    </div>
  );
}

export function FormMessage({ error }: { error: unknown }) {
  if (typeof error !== 'string' || !error) return null;
  return (
    <p className="auth-alert" role="alert">
      {error}
    </p>
  );
}

/** A new password and its confirmation, as registering and resetting ask for them. */
export function NewPasswordFields({ label, confirmLabel }: { label: string; confirmLabel: string }) {
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        validate={composeValidators(required, minLength(PASSWORD_MIN_LENGTH), maxLength(255))}
      />
      <TextField
        name="password_confirmation"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        validate={composeValidators(required, matchesPassword)}
      />
    </>
  );
}

interface AuthFormProps<Values> {
  /** Answers the server's refusal as final-form's submission errors; nothing when it succeeded. */
  onSubmit(values: Values): Promise<SubmissionErrors | undefined>;
  initialValues: Values;
  submitLabel: string;
  /** The button's words while the form is being sent. */
  busyLabel: string;
  children: ReactNode;
}

/** The sign-in forms' frame: the form's own message above the fields, the submit button below them. */
export function AuthForm<Values extends object>({ onSubmit, initialValues, submitLabel, busyLabel, children }: AuthFormProps<Values>) {
  const form = useRef<HTMLFormElement>(null);
  // A refused submit (the browser's rules or the server's) puts the focus on the first field to put right.
  const focusFirstInvalid = useFocusFirstInvalid(form);
  return (
    <Form<Values> onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError }) => (
        <form
          ref={form}
          className="auth-form"
          onSubmit={(event) => void Promise.resolve(handleSubmit(event)).then(focusFirstInvalid)}
          noValidate
          aria-busy={submitting}
        >
          <FormMessage error={submitError as string | undefined} />
          {children}
          <button type="submit" className="auth-submit" disabled={submitting}>
            {submitting ? busyLabel : submitLabel}
          </button>
        </form>
      )}
    </Form>
  );
}

/** The links to the other sign-in pages under a form. */
export function AuthLinks({ children }: { children: ReactNode }) {
  return (
    <nav className="auth-links" aria-label="Other sign-in options">
      {children}
    </nav>
  );
}
