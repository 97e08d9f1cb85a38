import type { ReactNode } from 'react';
import './Alert.css';

export interface AlertProps {
  /** error: something failed or needs fixing; success: it worked; info: worth knowing. */
  tone: 'error' | 'success' | 'info';
  children?: ReactNode;
  className?: string;
}

/**
 * A message about the whole form or page, as the sign-in pages show them. An error is an alert (read at
 * once); success and info are a status (read when the reader is free). Nothing is drawn while empty, but
 * the element stays, so a screen reader hears a message that appears in it.
 */
export function Alert({ tone, children, className }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={['ui-alert', `ui-alert--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
