import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, apiErrorsOf, ValidationErrors, type ApiErrors } from '@marketplace/shared';
import { CountedTextarea } from '../text-entry/CountedTextarea';
import { CLOSE_AFTER_MS, isSendable, MESSAGE_MAX, SENT_MESSAGE } from './rules';

interface Props {
  initialText: string;
  /** Sends the text; resolves once the server stored it. */
  send(text: string): Promise<unknown>;
  /** Called 2 s after a successful send (the dialog closes). */
  onSent?(): void;
  label: string;
}

/** The textarea and Send button shared by the private message dialog and the chat room. */
export function PrivateMessageForm({ initialText, send, onSent, label }: Props) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<ApiErrors | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The pre-filled text may arrive late (the advert's address); it never replaces what the person typed.
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current) setText(initialText);
  }, [initialText]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  async function submit() {
    if (sending || !isSendable(text)) return;
    setSending(true);
    setErrors(null);
    setSent(false);
    try {
      await send(text.trim());
      setText('');
      setSent(true);
      closeTimer.current = setTimeout(() => {
        setSent(false);
        onSent?.();
      }, CLOSE_AFTER_MS);
    } catch (error) {
      // Errors stay until the next attempt.
      setErrors(apiErrorsOf(error));
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
      <fieldset disabled={sending} style={{ border: 0, padding: 0, margin: 0 }}>
        <CountedTextarea
          label={label}
          value={text}
          max={MESSAGE_MAX}
          onChange={(next) => {
            typed.current = true;
            setText(next);
          }}
          onEnter={() => void submit()}
        />
        <ValidationErrors errors={errors} />
        {sent && <p role="status">{SENT_MESSAGE}</p>}
        <Button type="submit" variant="primary">
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </fieldset>
    </form>
  );
}
