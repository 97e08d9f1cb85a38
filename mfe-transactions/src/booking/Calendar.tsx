import { DayPicker } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { utcDay } from '@marketplace/shared';
import * as styles from './booking.module.css';

/** The picker holds UK days as UTC dates (its time zone is UTC, so no clock moves them). */
const keyOf = utcDay;
const dateOf = (key: string | null) => (key ? new Date(`${key}T12:00:00Z`) : undefined);

interface CommonProps {
  isDisabled(day: string): boolean;
  first: string;
  last: string;
  label: string;
}

export type CalendarProps =
  | (CommonProps & { mode: 'single'; selected: string | null; onSelect(day: string | null): void })
  | (CommonProps & { mode: 'range'; from: string | null; to: string | null; onSelectRange(from: string | null, to: string | null): void });

/**
 * The dialog's date picker (react-day-picker), loaded only when a Booking dialog opens so the remote's
 * entry stays small. Days outside the window and days with nothing left are disabled.
 */
export default function Calendar(props: CalendarProps) {
  const disabled = (date: Date) => {
    const key = keyOf(date);
    return key < props.first || key > props.last || props.isDisabled(key);
  };
  const common = {
    // British dates, and a day's accessible name holds the number it shows ('Monday, 1 March 2027').
    locale: enGB,
    timeZone: 'UTC',
    startMonth: dateOf(props.first),
    endMonth: dateOf(props.last),
    disabled,
    'aria-label': props.label,
    className: styles.calendar,
  };
  if (props.mode === 'single') {
    return (
      <DayPicker
        {...common}
        mode="single"
        selected={dateOf(props.selected)}
        defaultMonth={dateOf(props.selected ?? props.first)}
        onSelect={(date) => props.onSelect(date ? keyOf(date) : null)}
      />
    );
  }
  return (
    <DayPicker
      {...common}
      mode="range"
      min={1}
      defaultMonth={dateOf(props.from ?? props.first)}
      selected={props.from ? { from: dateOf(props.from), to: dateOf(props.to) } : undefined}
      onSelect={(range) => props.onSelectRange(range?.from ? keyOf(range.from) : null, range?.to ? keyOf(range.to) : null)}
    />
  );
}
