import type { ReactNode } from 'react';
import { bus } from '@marketplace/shared';
import * as styles from './ResultsList.module.css';

interface ListHeaderProps {
  heading: string;
  count: string | null;
  /** The list's own tools, before the close button. */
  children?: ReactNode;
  /** A row under the heading and tools (the properties' Save search). */
  below?: ReactNode;
}

/** A results list's header: its heading and count, its own tools, and the button that closes the list. */
export function ListHeader({ heading, count, children, below }: ListHeaderProps) {
  return (
    <header className={styles.header}>
      <div>
        <h2 className={styles.heading}>{heading}</h2>
        {count && (
          <p className={styles.count} aria-live="polite">
            {count}
          </p>
        )}
      </div>
      <div className={styles.headerTools}>
        {children}
        <button type="button" className={styles.closeButton} aria-label="Close list" onClick={() => bus.emit('list:open', { open: false })}>
          ×
        </button>
      </div>
      {below}
    </header>
  );
}
