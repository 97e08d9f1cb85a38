import { useState } from 'react';
import {
  confirm,
  REPORT_MESSAGE_MS,
  REPORT_PROMPT,
  REPORT_TYPES,
  reportAdvert,
  sessionStore,
  useDismissablePopover,
  useTimedMessage,
  type ReportType,
} from '@marketplace/shared';
import { serverMessage } from './serverMessage';
import * as styles from './actions.module.css';

export const REPORT_LOGIN_NOTICE = 'Please log in to report an advert.';

interface ReportMenuProps {
  advertId: number;
  adType?: 'Property' | 'Service';
  /** Preview mode: the menu shows but reports nothing. */
  preview?: boolean;
}

/** Report an advert as Spam, Scam or Abuse after the confirmation prompt (spec 001 §2, §4). */
export function ReportMenu({ advertId, adType = 'Property', preview = false }: ReportMenuProps) {
  const { open, close, rootRef, popoverId, triggerProps } = useDismissablePopover<HTMLSpanElement>();
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useTimedMessage(REPORT_MESSAGE_MS);

  const report = async (reportType: ReportType) => {
    close();
    if (preview || busy) return;
    // Reporting needs an account (the API answers 401 otherwise): say so rather than fail silently.
    if (!sessionStore.authenticated) {
      showMessage(REPORT_LOGIN_NOTICE);
      return;
    }
    const confirmed = await confirm({ title: `Report as ${reportType}`, message: REPORT_PROMPT, confirmLabel: 'Yes, report' });
    if (!confirmed) return;
    setBusy(true);
    try {
      showMessage((await reportAdvert(advertId, reportType, adType)) || 'Thank you for your report.');
    } catch (failure) {
      const text = serverMessage(failure, 'The report could not be sent.');
      if (text) showMessage(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.reportWrap} ref={rootRef}>
      <button type="button" className={styles.reportToggle} disabled={busy} {...triggerProps}>
        Report
      </button>
      {open && (
        <ul id={popoverId} className={styles.reportMenu} aria-label="Report this advert">
          {REPORT_TYPES.map((type) => (
            <li key={type}>
              <button type="button" aria-disabled={preview || undefined} onClick={() => report(type)}>
                {type}
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <span role="status" className={styles.notice}>
          {message}
        </span>
      )}
    </span>
  );
}
