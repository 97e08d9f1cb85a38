import { useId, useState } from 'react';
import { Modal, RELEASE_NOTE_MAX_LENGTH } from '@marketplace/shared';
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
  const noteId = useId();
  return (
    <Modal
      title={text.title}
      onClose={onCancel}
      size="sm"
      footer={
        <>
          <button type="button" className="ui-button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="ui-button ui-button--primary" disabled={busy} onClick={() => onConfirm(note)}>
            {busy ? 'Working…' : text.confirmLabel}
          </button>
        </>
      }
    >
      <p className="release-confirm__message">{text.message}</p>
      <label className="release-confirm__label" htmlFor={noteId}>
        Why? (optional, kept in the audit log)
      </label>
      <textarea
        id={noteId}
        className="release-confirm__note"
        rows={3}
        maxLength={RELEASE_NOTE_MAX_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p className="release-confirm__error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
