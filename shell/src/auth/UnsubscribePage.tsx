import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, http, isHttpError, type Unsubscribed } from '@marketplace/shared';
import { AuthCard, AuthLinks } from './fields';
import './auth.css';

type Scope = { scope: 'search' | 'person'; searches: string[] };

const failure = (error: unknown) =>
  isHttpError(error) && error.data.message ? error.data.message : 'Your alerts could not be changed. Please try again.';

/**
 * /unsubscribe?token=…: an alert mail's unsubscribe link, signed out. It says which alerts it turns
 * off and does so on a press (mail scanners open links; only a person presses the button).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [scope, setScope] = useState<Scope | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    http
      .get<{ data: Scope }>(`api/alerts/unsubscribe?token=${encodeURIComponent(token)}`)
      .then((answer) => current && setScope(answer.data))
      .catch((e: unknown) => current && setError(failure(e)));
    return () => {
      current = false;
    };
  }, [token]);

  const unsubscribe = async () => {
    try {
      const answer = await http.post<Unsubscribed>('api/alerts/unsubscribe', { token });
      setDone(answer.message);
    } catch (e) {
      setError(failure(e));
    }
  };

  const what =
    scope &&
    (scope.scope === 'search' && scope.searches[0] ? `the alerts for “${scope.searches[0]}”` : 'the alerts of all your saved searches');
  return (
    <AuthCard title="Unsubscribe from alerts">
      {done ? (
        <p className="auth-status" role="status">
          {done}
        </p>
      ) : error ? (
        <p className="auth-alert" role="alert">
          {error}
        </p>
      ) : scope ? (
        scope.searches.length === 0 ? (
          <p className="auth-status" role="status">
            These alerts are already off.
          </p>
        ) : (
          <>
            <p>Stop the e-mails and bell alerts: {what}. Your saved searches stay, and you can turn alerts back on at any time.</p>
            <Button variant="primary" block onClick={unsubscribe}>
              Unsubscribe
            </Button>
          </>
        )
      ) : (
        <p role="status">Loading…</p>
      )}
      <AuthLinks>
        <Link to="/dashboard-saved-searches">Manage your alerts</Link>
      </AuthLinks>
    </AuthCard>
  );
}
