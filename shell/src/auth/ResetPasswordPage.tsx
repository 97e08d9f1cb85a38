import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ValidationErrors, http, required } from '@marketplace/shared';
import { AuthCard, AuthForm, AuthLinks, NewPasswordFields, TextField } from './fields';
import { serverFailure } from './submission';
import './auth.css';

interface ResetValues {
  email: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [otherErrors, setOtherErrors] = useState<Record<string, string[]> | null>(null);

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
          initialValues={{ email: params.get('email') ?? '', password: '', password_confirmation: '' }}
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
