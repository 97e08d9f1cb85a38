import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  Alert,
  AppLink,
  Button,
  Field,
  Modal,
  SAVED_SEARCH_POINTS_MAX,
  drawnAreaPoints,
  failureMessage,
  isHttpError,
  sessionStore,
  tooManyPoints,
  useTimedMessage,
  type AlertFrequency,
} from '@marketplace/shared';
import { searchStore } from '../search/store';
import { proposedSearchName } from './searchName';
import { saveSearch } from './savedSearchApi';
import * as styles from './SaveSearch.module.css';

/** The alert choices as the dialog words them; none is chosen for the person (PECR: alerts are asked for). */
export const ALERT_CHOICES: { value: AlertFrequency; label: string }[] = [
  { value: 'instant', label: 'Instantly (in the bell and by e-mail)' },
  { value: 'daily', label: 'Once a day by e-mail' },
  { value: 'weekly', label: 'Once a week by e-mail' },
  { value: 'off', label: 'No alerts' },
];

export const SAVED_MESSAGE = 'Search saved.';

/** 'Save search' in the results panel: one dialog with the proposed name and the alert choice. */
export const SaveSearch = observer(function SaveSearch() {
  const [open, setOpen] = useState(false);
  const [notice, showNotice, dismissNotice] = useTimedMessage(6000);
  if (!sessionStore.authenticated) {
    // Signing in, or registering from there, brings the person back to this search.
    const here = `${window.location.pathname}${window.location.search}`;
    return (
      <AppLink to={`/login?${new URLSearchParams({ redirect: here }).toString()}`} className={styles.trigger}>
        Save search
      </AppLink>
    );
  }
  return (
    <>
      <button type="button" className={styles.trigger} onClick={() => setOpen(true)}>
        Save search
      </button>
      {/* In the flow under the button: it pushes the first card down rather than covering its price. */}
      <Alert tone="success" className={styles.notice} onDismiss={dismissNotice}>
        {notice && (
          <>
            {notice} <AppLink to="/dashboard-saved-searches">Saved searches</AppLink>
          </>
        )}
      </Alert>
      {open && (
        <SaveSearchDialog
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            showNotice(SAVED_MESSAGE);
          }}
        />
      )}
    </>
  );
});

function SaveSearchDialog({ onClose, onSaved }: { onClose(): void; onSaved(): void }) {
  const formId = useId();
  const filters = searchStore.filters;
  const [name, setName] = useState(() => proposedSearchName(filters));
  const [frequency, setFrequency] = useState<AlertFrequency | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  // The dialog focuses the name as it opens, and a value React set leaves the caret at its end, where a
  // long name would show only its last words: the caret goes to the start, so the name reads from there.
  // (This runs after the dialog's own effect: a parent's effects follow its children's.)
  useEffect(() => {
    nameInput.current?.setSelectionRange(0, 0);
    if (nameInput.current) nameInput.current.scrollLeft = 0;
  }, []);

  // What is kept is tried against every new advert, so a saved search's drawn areas have a limit the search's do not.
  const points = drawnAreaPoints(filters.drawbboxs);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string[]> = {};
    if (!frequency) found.frequency = ['Choose how often to hear about new and reduced homes.'];
    if (points > SAVED_SEARCH_POINTS_MAX) found.search = [tooManyPoints(points)];
    if (!frequency || found.search) {
      setErrors(found);
      return;
    }
    setBusy(true);
    try {
      await saveSearch(filters, name, frequency);
      onSaved();
    } catch (failure) {
      if (isHttpError(failure) && failure.data.errors) setErrors(failure.data.errors);
      else setErrors({ name: [failureMessage(failure, 'The search could not be saved.') ?? 'The search could not be saved.'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="Save this search"
      onClose={onClose}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} busy={busy}>
            Save search
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Name" error={errors.name?.[0]}>
          {(control) => (
            <input {...control} ref={nameInput} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
          )}
        </Field>
        <fieldset className={styles.choices} aria-describedby={errors.frequency ? `${formId}-frequency-error` : undefined}>
          <legend className={styles.legend}>Tell me about new and reduced homes</legend>
          {errors.frequency && (
            <p id={`${formId}-frequency-error`} className={styles.error}>
              <span className="visually-hidden">Error: </span>
              {errors.frequency[0]}
            </p>
          )}
          {ALERT_CHOICES.map((choice) => (
            <label key={choice.value} className={styles.choice}>
              <input
                type="radio"
                name="frequency"
                value={choice.value}
                checked={frequency === choice.value}
                onChange={() => setFrequency(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {points > 0 && !errors.search && (
          <p className={styles.hint}>
            Your drawn areas have {points.toLocaleString('en-GB')} points; a saved search can have up to{' '}
            {SAVED_SEARCH_POINTS_MAX.toLocaleString('en-GB')}.
          </p>
        )}
        {errors.search && (
          <p className={styles.error} role="alert">
            {errors.search[0]}
          </p>
        )}
      </form>
    </Modal>
  );
}
