import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, apiMessageOf, http, sessionStore } from '@marketplace/shared';
import { AuthCard, AuthLinks } from './fields';
import './auth.css';

/**
 * /verify-email?token=…: the link mailed to a new account (issue 40), signed in or not. The address is
 * confirmed on a press, not on arrival: mail scanners open links, and only a person presses the button.
 * A link that expired or is not ours says so; a signed-in person asks for a new one from the banner.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await http.post<{ message: string }>('api/email/verify', { token });
      setDone(answer.message);
      // The banner under the top bar goes once the session knows.
      if (sessionStore.authenticated) void sessionStore.refreshUser();
    } catch (failure) {
      setError(apiMessageOf(failure, 'Your address could not be confirmed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Confirm your e-mail address">
      {done ? (
        <Alert tone="success">{done}</Alert>
      ) : (
        <>
          <p>Confirm that this address is yours, to publish adverts, send messages, book and get the alerts you ask for.</p>
          <Alert tone="error">{error}</Alert>
          <Button variant="primary" block onClick={() => void confirm()} busy={busy} disabled={!token}>
            Confirm my address
          </Button>
        </>
      )}
      <AuthLinks>
        {sessionStore.authenticated ? <Link to="/dashboard">Go to your dashboard</Link> : <Link to="/login">Log in</Link>}
      </AuthLinks>
    </AuthCard>
  );
}
