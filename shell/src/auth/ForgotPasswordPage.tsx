import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import { http, required } from '@marketplace/shared';
import { AuthCard, FormMessage, TextField } from './fields';
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
    <AuthCard title="Forgot password" intro="Enter the email address of your account and we will email you a link to choose a new password.">
      {sent ? (
        <p className="auth-status" role="status">
          {sent}
        </p>
      ) : (
        <Form<ForgotValues> onSubmit={onSubmit} initialValues={{ email: '' }}>
          {({ handleSubmit, submitting, submitError }) => (
            <form className="auth-form" onSubmit={handleSubmit} noValidate aria-busy={submitting}>
              <FormMessage error={submitError} />
              <TextField name="email" label="Email address" type="email" autoComplete="email" validate={required} />
              <button type="submit" className="auth-submit" disabled={submitting}>
                {submitting ? 'Sending…' : 'Email password reset link'}
              </button>
            </form>
          )}
        </Form>
      )}
      <nav className="auth-links" aria-label="Other sign-in options">
        <Link to="/login">Back to login</Link>
      </nav>
    </AuthCard>
  );
}
