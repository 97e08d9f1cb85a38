import type { ReactNode } from 'react';
import './Alert.css';

export interface AlertProps {
  /** error: something failed or needs fixing; success: it worked; info: worth knowing. */
  tone: 'error' | 'success' | 'info';
  children?: ReactNode;
  className?: string;
  /** Given: the message has a Dismiss button (a passing notice the reader may close before it goes). */
  onDismiss?: () => void;
}

/**
 * A message about the whole form or page, as the sign-in pages show them. An error is an alert (read at
 * once); success and info are a status (read when the reader is free). Nothing is drawn while empty, but
 * the element stays, so a screen reader hears a message that appears in it. It takes its place in the
 * page's flow: a passing notice ('Search saved.') pushes what follows down rather than covering it, and
 * with `onDismiss` can be closed.
 */
export function Alert({ tone, children, className, onDismiss }: AlertProps) {
  const shown = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={['ui-alert', `ui-alert--${tone}`, onDismiss && 'ui-alert--dismissable', className].filter(Boolean).join(' ')}
    >
      {shown && onDismiss ? (
        <>
          <span className="ui-alert__text">{children}</span>
          <button type="button" className="ui-alert__dismiss" onClick={onDismiss}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Dismiss</span>
          </button>
        </>
      ) : (
        children
      )}
    </div>
  );
}
