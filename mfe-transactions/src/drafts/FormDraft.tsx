import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { bus, DRAFT_TITLE_MAX, apiErrorsOf, ValidationErrors, type ApiErrors, type Draft } from '@marketplace/shared';
import { draftsApi } from './api';
import {
  CLOSE_AFTER_MS,
  DRAFT_DELETED,
  DRAFT_SAVED,
  ERRORS_FOR_MS,
  saveLabel,
  toggleOverwrite,
  validateTitle,
  type Overwrite,
} from './rules';
import * as styles from './drafts.module.css';

interface Props {
  userId: number;
  draftType: string;
  /** The opener's form values, saved as the draft's data. */
  data: Record<string, unknown>;
  /** The opener takes a saved draft back. */
  canLoad?: boolean;
  onClose(): void;
}

/** The Form Draft modal's content: the user's drafts of one form, a title, Save or Overwrite, and Delete. */
export function FormDraft({ userId, draftType, data, canLoad = false, onClose }: Props) {
  const titleId = useId();
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [title, setTitle] = useState('');
  const [overwrite, setOverwrite] = useState<Overwrite | null>(null);
  const [processing, setProcessing] = useState(false);
  const [success, setSuccess] = useState<string | null>(null);
  const [errors, setErrors] = useState<ApiErrors | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const later = (ms: number, then: () => void) => timers.current.push(setTimeout(then, ms));

  const showErrors = useCallback((next: ApiErrors) => {
    setErrors(next);
    timers.current.push(setTimeout(() => setErrors(null), ERRORS_FOR_MS));
  }, []);

  useEffect(() => {
    let current = true;
    draftsApi
      .list(draftType)
      .then((list) => current && setDrafts(list))
      .catch((error: unknown) => current && showErrors(apiErrorsOf(error)));
    return () => {
      current = false;
    };
  }, [draftType, showErrors]);

  const pick = (draft: Draft) => {
    const next = toggleOverwrite(overwrite, draft);
    setOverwrite(next);
    setTitle(next ? next.titleOriginal : '');
  };

  async function run(action: 'store' | 'remove') {
    if (processing) return;
    const invalid = action === 'store' ? validateTitle(title) : undefined;
    if (invalid) {
      showErrors({ title: [invalid] });
      return;
    }
    setProcessing(true);
    setErrors(null);
    try {
      await draftsApi[action]({ user_id: userId, type: draftType, title: title.trim(), data, overwrite });
      setSuccess(action === 'store' ? DRAFT_SAVED : DRAFT_DELETED);
      later(CLOSE_AFTER_MS, onClose);
    } catch (error) {
      showErrors(apiErrorsOf(error));
      setProcessing(false);
    }
  }

  const load = async (draft: Draft) => {
    if (processing) return;
    setProcessing(true);
    try {
      const { data } = await draftsApi.load(draft.id);
      bus.emit('draft:loaded', { draftType, data });
      onClose();
    } catch (error) {
      showErrors(apiErrorsOf(error));
      setProcessing(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run('store');
  };

  return (
    <form onSubmit={onSubmit} aria-busy={processing} className={styles.form}>
      {drafts.length === 0 ? (
        <p>No saved drafts yet.</p>
      ) : (
        <ul className={styles.list} aria-label="Saved drafts">
          {drafts.map((draft) => (
            <li key={draft.id} className={styles.item}>
              <button
                type="button"
                className={styles.draft}
                aria-pressed={overwrite?.id === draft.id}
                disabled={processing}
                onClick={() => pick(draft)}
              >
                {draft.title}
              </button>
              {canLoad ? (
                <button type="button" disabled={processing} onClick={() => void load(draft)} aria-label={`Load ${draft.title}`}>
                  Load
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={titleId}>Title</label>
      <input
        id={titleId}
        value={title}
        maxLength={DRAFT_TITLE_MAX}
        disabled={processing}
        onChange={(e) => setTitle(e.target.value)}
        className={styles.title}
      />
      <ValidationErrors errors={errors} />
      {success ? <p role="status">{success}</p> : null}
      <div className={styles.actions}>
        <button type="submit" disabled={processing}>
          {saveLabel(overwrite)}
        </button>
        <button type="button" disabled={processing || !overwrite} onClick={() => void run('remove')}>
          Delete
        </button>
      </div>
    </form>
  );
}
