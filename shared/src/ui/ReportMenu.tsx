import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { REPORT_MESSAGE_MS, REPORT_PROMPT, REPORT_TYPES, reportAdvert, type ReportType } from '../actions';
import { sessionStore } from '../stores';
import { confirm } from './ConfirmDialog';
import { failureMessage } from './FavouriteHeart';
import { useDismissablePopover } from './useDismissablePopover';
import { useTimedMessage } from './useTimedMessage';
import './ui.css';

export const REPORT_LOGIN_NOTICE = 'Please log in to report an advert.';

export interface ReportMenuProps {
  advertId: number;
  adType?: 'Property' | 'Service';
  /** Preview mode: the menu shows but reports nothing. */
  preview?: boolean;
  className?: string;
}

/** The product's one report menu: Spam, Scam or Abuse after the confirmation prompt (spec 001 §2, §4 Report). */
export const ReportMenu = observer(function ReportMenu({ advertId, adType = 'Property', preview = false, className }: ReportMenuProps) {
  const { open, close, rootRef, triggerRef, popoverId, triggerProps } = useDismissablePopover<HTMLSpanElement>();
  const [busy, setBusy] = useState(false);
  const [message, showMessage] = useTimedMessage(REPORT_MESSAGE_MS);

  const report = async (reportType: ReportType) => {
    // The chosen reason goes with the menu: the focus stays on the menu's button, where the prompt gives it back.
    triggerRef.current?.focus();
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
      const text = failureMessage(failure, 'The report could not be sent.');
      if (text) showMessage(text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className={['ui-report', className].filter(Boolean).join(' ')} ref={rootRef}>
      {/* aria-disabled while a report is sent: a disabled button would drop the keyboard's focus. */}
      <button type="button" className="ui-report__toggle" aria-disabled={busy || undefined} {...triggerProps}>
        Report
      </button>
      {open && (
        <ul id={popoverId} className="ui-report__menu" aria-label="Report this advert">
          {REPORT_TYPES.map((type) => (
            <li key={type}>
              <button type="button" aria-disabled={preview || undefined} onClick={() => void report(type)}>
                {type}
              </button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <span role="status" className="ui-action-notice">
          {message}
        </span>
      )}
    </span>
  );
});
