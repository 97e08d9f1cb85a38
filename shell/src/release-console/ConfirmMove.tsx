import { useState } from 'react';
import { Alert, Button, Field, Modal, RELEASE_NOTE_MAX_LENGTH } from '@marketplace/shared';
import type { MoveText } from './moves';

interface Props {
  text: MoveText;
  /** Why the API refused the move, shown in the dialog until the person tries again or cancels. */
  error: string | null;
  busy: boolean;
  onConfirm(note: string): void;
  onCancel(): void;
}

/** Confirms one move, saying what will change; the note goes to the audit log. */
export function ConfirmMove({ text, error, busy, onConfirm, onCancel }: Props) {
  const [note, setNote] = useState('');
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
          <Button variant={text.destructive ? 'danger' : 'primary'} busy={busy} onClick={() => onConfirm(note)}>
            {text.confirmLabel}
          </Button>
        </>
      }
    >
      <p className="release-confirm__message">{text.message}</p>
      <Field label="Why? (optional, kept in the audit log)">
        {(control) => (
          <textarea
            {...control}
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
