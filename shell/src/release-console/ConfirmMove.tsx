import { useState } from 'react';
import { Alert, Button, Field, Modal, RELEASE_NOTE_MAX_LENGTH } from '@marketplace/shared';
import type { MoveText } from './moves';

interface Props {
  text: MoveText;
  /** Why the API refused the move, shown in the dialog until the person tries again or cancels. */
  error: string | null;
  /** The API's word on the note (a move that needs a reason). */
  noteError: string | null;
  busy: boolean;
  onConfirm(note: string): void;
  onCancel(): void;
}

/**
 * Confirms one move, saying what will change and, for a version made live, how it fares and how its last
 * canary ended; the note goes to the audit log, and is required to make live a version that failed its last canary.
 */
export function ConfirmMove({ text, error, noteError, busy, onConfirm, onCancel }: Props) {
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (text.warning && !note.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(note);
  };
  return (
    <Modal
      title={text.title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <Button variant="quiet" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant={text.destructive ? 'danger' : 'primary'} busy={busy} onClick={confirm}>
            {text.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="release-confirm__message">{text.message}</p>
      {text.facts && <p className="release-confirm__facts">{text.facts}</p>}
      {text.warning && (
        <p className="release-confirm__warning">
          <strong>Warning:</strong> {text.warning}
        </p>
      )}
      <Field
        label={text.warning ? 'Why make it live? (required, kept in the audit log)' : 'Why? (optional, kept in the audit log)'}
        error={missing && !note.trim() ? 'Say why you make it live.' : noteError}
      >
        {(control) => (
          <textarea
            {...control}
            required={Boolean(text.warning)}
            rows={3}
            maxLength={RELEASE_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      <Alert tone="error" className="release-confirm__error">
        {error}
      </Alert>
    </Modal>
  );
}
