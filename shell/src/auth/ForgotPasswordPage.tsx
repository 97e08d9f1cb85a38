import { useState } from 'react';
import { Link } from 'react-router-dom';
import { http, required } from '@marketplace/shared';
import { AuthCard, AuthForm, AuthLinks, TextField } from './fields';
import { serverFailure } from './submission';
import './auth.css';

interface ForgotValues {
  email: string;
}

export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (values: ForgotValues) => {
    try {
      await http.csrf();
      const answer = await http.post<{ message?: string }>('api/forgot-password', { email: values.email.trim() });
      setSent(answer?.message ?? 'We have emailed your password reset link.');
    } catch (error) {
      return serverFailure(error, ['email']).submission;
    }
    return undefined;
  };

  return (
    <AuthCard
      title="Forgot password"
      intro="Enter the email address of your account and we will email you a link to choose a new password."
    >
      {sent ? (
        <p className="auth-status" role="status">
          {sent}
        </p>
      ) : (
        <AuthForm<ForgotValues>
          onSubmit={onSubmit}
          initialValues={{ email: '' }}
          submitLabel="Email password reset link"
          busyLabel="Sending…"
        >
          <TextField name="email" label="Email address" type="email" autoComplete="email" validate={required} />
        </AuthForm>
      )}
      <AuthLinks>
        <Link to="/login">Back to login</Link>
      </AuthLinks>
    </AuthCard>
  );
}
