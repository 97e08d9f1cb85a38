import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, apiMessageOf, http, sessionStore } from '@marketplace/shared';
import * as styles from './confirmAddress.module.css';

/**
 * Under the top bar for a signed-in person whose e-mail address is not yet confirmed (issue 40): what
 * waits for the link, and a way to have it sent again (the API limits how often, and says when).
 */
export const ConfirmAddressBanner = observer(function ConfirmAddressBanner() {
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const user = sessionStore.user;
  if (!user || user.email_verified_at !== null) return null;

  const resend = async () => {
    setBusy(true);
    try {
      const { message } = await http.post<{ message: string }>('api/email/verification-notification');
      setAnswer({ text: message, failed: false });
      // Confirmed meanwhile, in another tab: the banner goes.
      void sessionStore.refreshUser();
    } catch (failure) {
      setAnswer({ text: apiMessageOf(failure, 'The link could not be sent. Please try again in a moment.'), failed: true });
    } finally {
      setBusy(false);
    }
  };

  const email = user.contact.email;
  return (
    <section className={styles.banner} aria-label="Confirm your e-mail address">
      <p className={styles.text}>
        <strong>Confirm your e-mail address.</strong> Open the link we sent{email ? ` to ${email}` : ''}: until then you cannot publish
        adverts, send messages, book or get alert e-mails.
      </p>
      <Button size="small" onClick={() => void resend()} busy={busy}>
        Send the link again
      </Button>
      {answer && (
        <p className={styles.answer} role={answer.failed ? 'alert' : 'status'}>
          {answer.text}
        </p>
      )}
    </section>
  );
});
