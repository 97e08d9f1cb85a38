import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { required, sessionStore } from '@marketplace/shared';
import { AuthCard, AuthForm, AuthLinks, CheckboxField, TextField } from './fields';
import { safeRedirect, withRedirect } from './redirect';
import { serverFailure } from './submission';
import './auth.css';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  const onSubmit = async (values: LoginValues) => {
    try {
      await sessionStore.login({ email: values.email.trim(), password: values.password, remember: values.remember });
    } catch (error) {
      return serverFailure(error, FIELDS).submission;
    }
    void navigate(safeRedirect(redirect), { replace: true });
    return undefined;
  };

  return (
    <AuthCard title="Login" intro="Welcome back. Log in to message advertisers, book, and manage your adverts.">
      <AuthForm<LoginValues>
        onSubmit={onSubmit}
        initialValues={{ email: '', password: '', remember: false }}
        submitLabel="Log in"
        busyLabel="Logging in…"
      >
        <TextField name="email" label="Email address" type="email" autoComplete="email" validate={required} />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" validate={required} />
        <CheckboxField name="remember" label="Remember me" />
      </AuthForm>
      <AuthLinks>
        <Link to="/forgot-password">Forgot your password?</Link>
        <Link to={withRedirect('/register', redirect)}>New to Roofline? Register</Link>
      </AuthLinks>
    </AuthCard>
  );
}
