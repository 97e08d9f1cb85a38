import type { ReactNode } from 'react';
import './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing, in the spec's words where it has them ('No notifications'). */
  title: ReactNode;
  /** Heading level of the title in its page; a paragraph when left out (inside a popover or a list). */
  headingLevel?: 2 | 3;
  /** An illustration; decorative, hidden from screen readers. */
  icon?: ReactNode;
  /** What the person can do about it: usually one ButtonLink. */
  action?: ReactNode;
  /** One or two sentences on why the place is empty. */
  children?: ReactNode;
  className?: string;
}

/** A place with nothing in it yet, said plainly, with the way to fill it. */
export function EmptyState({ title, headingLevel, icon, action, children, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={['ui-empty', className].filter(Boolean).join(' ')}>
      {icon && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className="ui-empty__title">{title}</Title>
      {children && <div className="ui-empty__text">{children}</div>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
