import { useId, type KeyboardEvent, type Ref } from 'react';
import { sendsOnKey } from './rules';
import * as styles from './text-entry.module.css';

interface Props {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The most characters allowed; the counter shows how many of them are used. */
  max: number;
  rows?: number;
  disabled?: boolean;
  /** When given, Enter sends (Shift+Enter, or Enter while composing, adds to the text as usual). */
  onEnter?(): void;
  ref?: Ref<HTMLTextAreaElement>;
}

/** The remote's one text box with a character counter: messages, raised issues and reviews. */
export function CountedTextarea({ label, value, onChange, max, rows = 5, disabled, onEnter, ref }: Props) {
  const id = useId();
  const counterId = `${id}-count`;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!onEnter || !sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    onEnter();
  };
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <textarea
        ref={ref}
        id={id}
        className={styles.box}
        value={value}
        maxLength={max}
        rows={rows}
        disabled={disabled}
        aria-describedby={counterId}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div id={counterId} aria-live="polite" className={styles.counter}>
        {value.length}/{max}
      </div>
    </>
  );
}
