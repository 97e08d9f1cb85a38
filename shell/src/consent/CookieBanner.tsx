import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@marketplace/shared';
import { browserStorages, isConsentRecorded, recordConsent, type ConsentChoice, type ConsentStorages } from './consent';

interface Props {
  /** Injected by tests; the browser's storages otherwise. */
  storages?: ConsentStorages;
}

/** Shown until a cookie choice is recorded; fades out during the second before the choice is stored. */
export function CookieBanner({ storages = browserStorages() }: Props) {
  const [visible, setVisible] = useState(() => !isConsentRecorded(storages));
  const [closing, setClosing] = useState(false);
  const cancel = useRef<(() => void) | null>(null);

  useEffect(() => () => cancel.current?.(), []);

  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    if (closing) return;
    setClosing(true);
    cancel.current = recordConsent(choice, storages, () => setVisible(false));
  };

  return (
    <section className={`cookie-banner${closing ? ' cookie-banner--closing' : ''}`} aria-label="Cookie consent">
      <p className="cookie-banner__text">
        Roofline uses a few cookies to keep you signed in, protect forms against forgery and remember this choice. We do not use advertising
        or tracking cookies. Read our <Link to="/cookie-policy">cookie policy</Link>.
      </p>
      <div className="cookie-banner__actions">
        <Button onClick={() => choose('decline')} disabled={closing}>
          Decline
        </Button>
        <Button variant="primary" onClick={() => choose('accept')} disabled={closing}>
          Accept
        </Button>
      </div>
    </section>
  );
}
