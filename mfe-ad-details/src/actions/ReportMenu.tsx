import { useId, useState } from 'react';
import { confirm, http, sessionStore } from '@marketplace/shared';
import { useTimedMessage } from '../common/useTimedMessage';
import { serverMessage } from './serverMessage';
import * as styles from './actions.module.css';

export const REPORT_TYPES = ['Spam', 'Scam', 'Abuse'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_PROMPT = 'Are you sure you want to report this advertise?';
/** Spec: the report's answer shows for 4 seconds. */
export const REPORT_MESSAGE_MS = 4000;
export const REPORT_LOGIN_NOTICE = 'Please log in to report an advert.';

interface ReportMenuProps {
  advertId: number;
  adType?: 'Property' | 'Service';
  /** Preview mode: the menu shows but reports nothing. */
  preview?: boolean;
}

/** Report an advert as Spam, Scam or Abuse after the confirmation prompt (spec 001 §2, §4). */
export function ReportMenu({ advertId, adType = 'Property', preview = false }: ReportMenuProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useTimedMessage(REPORT_MESSAGE_MS);
  const menuId = useId();

  const report = async (reportType: ReportType) => {
    setOpen(false);
    if (preview || busy) return;
    // Reporting needs an account (the API answers 401 otherwise): say so rather than fail silently.
    if (!sessionStore.authenticated) {
      showMessage(REPORT_LOGIN_NOTICE);
      return;
    }
    const confirmed = await confirm({ title: `Report as ${reportType}`, message: REPORT_PROMPT, confirmLabel: 'Yes, report' });
    if (!confirmed) return;
    setBusy(true);
    const form = new FormData();
    form.set('id', String(advertId));
    form.set('type', adType);
    form.set('report_type', reportType);
    try {
      const answer = await http.post<{ message?: string }>('api/report/', form);
      showMessage(answer?.message || 'Thank you for your report.');
    } catch (failure) {
      const text = serverMessage(failure, 'The report could not be sent.');
      if (text) showMessage(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={styles.reportWrap}>
      <button
        type="button"
        className={styles.reportToggle}
        aria-expanded={open}
        aria-controls={menuId}
        disabled={busy}
        onClick={() => setOpen((value) => !value)}
      >
        Report
      </button>
      {open && (
        <ul id={menuId} className={styles.reportMenu} aria-label="Report this advert">
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
