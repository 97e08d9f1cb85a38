import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import './Chip.css';

export interface FilterChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onChange'> {
  /** Whether the filter is on: the chip says so to screen readers (aria-pressed) and by its fill. */
  selected: boolean;
  onChange(selected: boolean): void;
  children: ReactNode;
}

/** A filter a person turns on and off (7 days, Pets allowed): a pill that is a toggle button. */
export function FilterChip({ selected, onChange, className, children, ...rest }: FilterChipProps) {
  return (
    <button
      {...rest}
      type="button"
      className={['ui-chip', 'ui-chip--filter', className].filter(Boolean).join(' ')}
      aria-pressed={selected}
      onClick={() => onChange(!selected)}
    >
      {selected && (
        <svg className="ui-chip__tick" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="m3 8.5 3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      )}
      {children}
    </button>
  );
}

/** What a status means, which sets its colours: neutral (draft), info (requested), success (paid), warning (pending), danger (declined). */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: StatusTone;
  children: ReactNode;
}

/** A state read, not pressed ('Paid', 'Unread', '3 new'): words first, colour only repeats them. */
export function StatusChip({ tone = 'neutral', className, children, ...rest }: StatusChipProps) {
  return (
    <span {...rest} className={['ui-chip', 'ui-chip--status', `ui-chip--${tone}`, className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

/** How many new things wait (unread messages on a menu item, on the bell): a small filled pill. */
export function CountBadge({ className, children, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return (
    <span {...rest} className={['ui-count', className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}
