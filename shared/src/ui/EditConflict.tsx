import { useState } from 'react';
import { changedFields, type FieldChange } from '../rules/edits';
import { Button } from './Button';
import { Modal } from './Modal';
import './EditConflict.css';

export interface EditConflictProps {
  /** The API's 409 message: what changed and what the person may do. */
  message: string;
  /** The person's edit, as their form would send it. */
  mine: Record<string, unknown>;
  /** What is saved now, in the same shape (read when the person asks to compare). */
  loadSaved(): Promise<Record<string, unknown>>;
  /** Fields that are no part of the comparison (the version itself). */
  ignore?: readonly string[];
  /** Take what is saved into the form, leaving this edit. */
  onReload(): void;
  /** Save this edit over what is saved, now that the person has seen it (the caller names the newer version). */
  onOverwrite(): void;
  /** Go back to the form as it is. */
  onClose(): void;
}

/**
 * A save refused because the record changed since the form loaded it (issue 40's 409): nothing was
 * written. The person reloads what is saved, or compares the two field by field first and then chooses
 * between the saved version and theirs; their form keeps what they typed until they choose.
 */
export function EditConflict({ message, mine, loadSaved, ignore = ['version'], onReload, onOverwrite, onClose }: EditConflictProps) {
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const compare = async () => {
    setBusy(true);
    setFailed(null);
    try {
      setChanges(changedFields(mine, await loadSaved(), ignore));
    } catch {
      setFailed('The saved version could not be loaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Changed since you opened it"
      onClose={onClose}
      size={changes ? 'lg' : 'sm'}
      footer={
        <>
          <Button onClick={onClose}>Keep editing</Button>
          {changes ? (
            <Button variant="danger" onClick={onOverwrite}>
              Save mine instead
            </Button>
          ) : (
            <Button onClick={() => void compare()} busy={busy}>
              Compare
            </Button>
          )}
          <Button variant="primary" onClick={onReload}>
            Reload the saved version
          </Button>
        </>
      }
    >
      <p role="alert">{message}</p>
      {failed && <p className="ui-edit-conflict__failed">{failed}</p>}
      {changes &&
        (changes.length === 0 ? (
          <p>What you have is the same as what was saved.</p>
        ) : (
          <table className="ui-edit-conflict__table">
            <caption>What differs</caption>
            <thead>
              <tr>
                <th scope="col">Field</th>
                <th scope="col">Yours</th>
                <th scope="col">Saved</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>{change.mine}</td>
                  <td>{change.saved}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
    </Modal>
  );
}
