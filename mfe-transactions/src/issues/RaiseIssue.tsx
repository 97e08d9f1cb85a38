import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorsOf, ISSUE_MESSAGE_MAX, ValidationErrors, type ApiErrors } from '@marketplace/shared';
import { CountedTextarea } from '../text-entry/CountedTextarea';
import { issuesApi } from './api';
import { CLOSE_AFTER_MS, ERRORS_FOR_MS, ISSUE_SENT, OTHER_ISSUE, issueErrors } from './rules';
import * as styles from './issues.module.css';

interface Props {
  bookingId: number;
  adId: number;
  adType: 'Property' | 'Service';
  options?: readonly string[];
  onClose(): void;
}

/** The Raise Issue modal's form: an option (when offered, one required) and a message about one booking. */
export function RaiseIssue({ bookingId, adId, adType, options = [], onClose }: Props) {
  const optionId = useId();
  const [option, setOption] = useState('');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<ApiErrors | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const firstOption = useRef<HTMLInputElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const showErrors = (next: ApiErrors) => {
    setErrors(next);
    timers.current.push(setTimeout(() => setErrors(null), ERRORS_FOR_MS));
  };

  async function submit() {
    if (sending || sent) return;
    const invalid = issueErrors({ option, message }, options);
    if (invalid) {
      showErrors(invalid);
      // The first field to put right takes the focus.
      (invalid.issue_option ? firstOption.current : messageBox.current)?.focus();
      return;
    }
    setSending(true);
    setErrors(null);
    try {
      await issuesApi.raise({ bookingId, adId, adType, option, message });
      setSent(true);
      timers.current.push(setTimeout(onClose, CLOSE_AFTER_MS));
    } catch (error) {
      showErrors(apiErrorsOf(error));
    } finally {
      setSending(false);
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form onSubmit={onSubmit} aria-busy={sending}>
      <fieldset disabled={sending || sent} style={{ display: 'grid', gap: '0.5rem', border: 0, padding: 0, margin: 0 }}>
        {options.length > 0 && (
          <fieldset
            className={styles.options}
            aria-describedby={errors?.issue_option ? `${optionId}-error` : undefined}
            aria-invalid={Boolean(errors?.issue_option)}
          >
            <legend>What is the issue about?</legend>
            {errors?.issue_option?.[0] && (
              <span id={`${optionId}-error`} className={styles.error}>
                {errors.issue_option[0]}
              </span>
            )}
            {options.map((o, i) => (
              <label key={o} className={styles.option}>
                <input
                  ref={i === 0 ? firstOption : undefined}
                  type="radio"
                  name={optionId}
                  value={o}
                  checked={option === o}
                  onChange={() => setOption(o)}
                />
                {o}
              </label>
            ))}
          </fieldset>
        )}
        <CountedTextarea
          ref={messageBox}
          label={option === OTHER_ISSUE || options.length === 0 ? 'Describe the issue' : 'Describe the issue (optional)'}
          value={message}
          max={ISSUE_MESSAGE_MAX}
          onChange={setMessage}
          onEnter={() => void submit()}
        />
        <ValidationErrors errors={errors} />
        {sent && <p role="status">{ISSUE_SENT}</p>}
        <button type="submit">{sending ? 'Sending...' : 'Send'}</button>
      </fieldset>
    </form>
  );
}
