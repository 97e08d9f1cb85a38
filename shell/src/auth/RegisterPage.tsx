import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { composeValidators, http, maxLength, required, sessionStore } from '@marketplace/shared';
import { AuthCard, AuthForm, AuthLinks, NewPasswordFields, TextField } from './fields';
import { DEFAULT_AFTER_REGISTER, safeRedirect, withRedirect } from './redirect';
import { serverFailure } from './submission';
import './auth.css';

interface RegisterValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

const FIELDS = ['name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');

  const onSubmit = async (values: RegisterValues) => {
    try {
      await http.csrf();
      await http.post('api/register', { ...values, name: values.name.trim(), email: values.email.trim() });
    } catch (error) {
      return serverFailure(error, FIELDS).submission;
    }
    // The new account is signed in on the server; load it into the session like a login does.
    await sessionStore.refreshUser();
    void navigate(redirect ? safeRedirect(redirect) : DEFAULT_AFTER_REGISTER, { replace: true });
    return undefined;
  };

  return (
    <AuthCard title="Register" intro="Create a Roofline account to advertise, book, message and review.">
      <AuthForm<RegisterValues>
        onSubmit={onSubmit}
        initialValues={{ name: '', email: '', password: '', password_confirmation: '' }}
        submitLabel="Register"
        busyLabel="Creating your account…"
      >
        <TextField name="name" label="Full name" autoComplete="name" validate={composeValidators(required, maxLength(255))} />
        <TextField
          name="email"
          label="Email address"
          type="email"
          autoComplete="email"
          validate={composeValidators(required, maxLength(255))}
        />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" />
      </AuthForm>
      <AuthLinks>
        <Link to={withRedirect('/login', redirect)}>Already registered? Log in</Link>
      </AuthLinks>
    </AuthCard>
  );
}
