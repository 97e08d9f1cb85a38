import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, ButtonLink, ValidationErrors, apiMessageOf, http, isHttpError, required } from '@marketplace/shared';
import { AuthCard, AuthForm, AuthLinks, NewPasswordFields, TextField } from './fields';
import { serverFailure } from './submission';
import './auth.css';

interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** What the link in the mail is worth, asked on arrival (POST api/reset-password/check). */
type LinkState = { state: 'checking' } | { state: 'valid' } | { state: 'refused'; message: string };

/**
 * A spent, replaced or expired link: why, and a new one sent to the same address at a press (or the
 * forgot-password page when the link names none).
 */

function NewLink({ message, email }: { message: string; email: string }) {
  const [sent, setSent] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const send = async () => {
    setFailed(null);
    try {
      await http.csrf();
      const answer = await http.post<{ message?: string }>('api/forgot-password', { email });
      setSent(answer?.message ?? 'We have emailed your password reset link.');
    } catch (error) {
      setFailed(isHttpError(error) ? error.message : 'The link could not be sent. Please try again.');
    }
  };
  return (
    <>
      <Alert tone="error">{sent ? null : (failed ?? message)}</Alert>
      <Alert tone="success">{sent}</Alert>
      {!sent &&
        (email ? (
          <Button variant="primary" block onClick={send}>
            Email me a new link
          </Button>
        ) : (
          <ButtonLink to="/forgot-password" variant="primary" block>
            Request a new link
          </ButtonLink>
        ))}
      <AuthLinks>
        <Link to="/login">Back to login</Link>
      </AuthLinks>
    </>
  );
}

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<Record<string, string[]> | null>(null);
  const [link, setLink] = useState<LinkState>({ state: 'checking' });

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Before anyone types a new password: is this link still good?
    http
      .csrf()
      .then(() => http.post('api/reset-password/check', { token, email }))
      .then(
        () => current && setLink({ state: 'valid' }),
        (error: unknown) => {
          if (!current) return;
          // Only the API's refusal says the link is bad; a network failure leaves the form to try.
          if (isHttpError(error) && error.status === 422) setLink({ state: 'refused', message: apiMessageOf(error, error.message) });
          else setLink({ state: 'valid' });
        },
      );
    return () => {
      current = false;
    };
  }, [token, email]);

  const onSubmit = async (values: ResetValues) => {
    setOtherErrors(null);
    try {
      await http.csrf();
      const answer = await http.post<{ message?: string }>('api/reset-password', { ...values, email: values.email.trim(), token });
      setDone(answer?.message ?? 'Your password has been reset.');
    } catch (error) {
      const failure = serverFailure(error, FIELDS);
      setOtherErrors(failure.others);
      return failure.submission;
    }
    return undefined;
  };

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <p className="auth-alert" role="alert">
          This password reset link is incomplete. Please request a new one.
        </p>
        <AuthLinks>
          <Link to="/forgot-password">Request a new link</Link>
        </AuthLinks>
      </AuthCard>
    );
  }

  if (link.state === 'checking') {
    return (
      <AuthCard title="Reset password">
        <p role="status">Checking your link…</p>
      </AuthCard>
    );
  }
  if (link.state === 'refused') {
    return (
      <AuthCard title="Reset password">
        <NewLink message={link.message} email={email} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" intro={done ? undefined : 'Choose a new password for your account.'}>
      {done ? (
        <>
          <p className="auth-status" role="status">
            {done}
          </p>
          <AuthLinks>
            <Link to="/login">Log in with your new password</Link>
          </AuthLinks>
        </>
      ) : (
        <AuthForm<ResetValues>
          onSubmit={onSubmit}
          initialValues={{ email, password: '', password_confirmation: '' }}
          submitLabel="Reset password"
          busyLabel="Saving…"
        >
          {otherErrors && <ValidationErrors errors={otherErrors} />}
          <TextField name="email" label="Email address" type="email" autoComplete="email" validate={required} />
          <NewPasswordFields label="New password" confirmLabel="Confirm new password" />
        </AuthForm>
      )}
    </AuthCard>
  );
}
