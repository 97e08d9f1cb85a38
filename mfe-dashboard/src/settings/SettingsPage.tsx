import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  agencyDetailsProblems,
  Alert,
  Button,
  Card,
  CONTACT_VISIBILITY,
  confirm,
  EditConflict,
  Field,
  DEFAULT_USER_IMAGE,
  http,
  ImageWithFallback,
  imageUrl,
  isHttpError,
  navigate,
  sessionStore,
  type AgencyDetails,
  type UserPhoto,
  type UserSettings,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { AgencyFields } from './AgencyFields';
import * as styles from './settings.module.css';

type Contact = UserSettings['contact'];

/** The contact as its form edits it (the address's parts are the address line's, not a field of their own). */
const withoutParts = ({ address_parts: _parts, ...fields }: Contact) => fields;
type Errors = Record<string, string[]>;

const CONTACT_FIELDS: ReadonlyArray<{
  name: Exclude<keyof Contact, 'address_parts'>;
  label: string;
  type?: string;
  autoComplete?: string;
}> = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'company_name', label: 'Company name', autoComplete: 'organization' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'landing_prefix', label: 'Landline prefix (e.g. +44)', autoComplete: 'tel-country-code' },
  { name: 'landing', label: 'Landline', type: 'tel', autoComplete: 'tel-national' },
  { name: 'mobile_prefix', label: 'Mobile prefix (e.g. +44)', autoComplete: 'tel-country-code' },
  { name: 'mobile', label: 'Mobile', type: 'tel', autoComplete: 'tel-national' },
  { name: 'email', label: 'Contact email', type: 'email', autoComplete: 'email' },
];

type Refused = { ok: false; errors: Errors; message: string; status: number; version?: number };

/**
 * Posts a settings form; the API's 422 errors come back for the form to show, other failures as a
 * message, and a 409 (changed since the page loaded it, issue 40) with the version saved now.
 */
async function submit(path: string, body: object): Promise<{ ok: true; answer: { data?: UserSettings } | undefined } | Refused> {
  try {
    return { ok: true, answer: await http.post<{ data?: UserSettings } | undefined>(path, body) };
  } catch (e) {
    if (isHttpError(e)) {
      const version = typeof e.data.version === 'number' ? e.data.version : undefined;
      return { ok: false, errors: e.data.errors ?? {}, message: e.message, status: e.status, ...(version !== undefined && { version }) };
    }
    return { ok: false, errors: {}, message: 'Could not save.', status: 0 };
  }
}

type SectionId = 'contact' | 'agency' | 'photo' | 'visibility' | 'password' | 'host' | 'delete';
/** The answer to the last thing saved, shown in the section it was saved from. */
type Notice = { section: SectionId; tone: 'success' | 'error'; text: string };

function Section({ id, title, notice, children }: { id: SectionId; title: string; notice: Notice | null; children: ReactNode }) {
  const headingId = `settings-${id}-heading`;
  const mine = notice?.section === id ? notice : null;
  return (
    <Card as="section" className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <Alert tone={mine?.tone ?? 'success'}>{mine?.text}</Alert>
      {children}
    </Card>
  );
}

/** The user's contact details, what adverts show of them, password, becoming a host and deleting the account. */
export default function SettingsPage() {
  const { data, error } = useApi<{ data: UserSettings }>('api/user/settings');
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [contact, setContact] = useState<Contact | null>(null);
  const [agency, setAgency] = useState<AgencyDetails | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<SectionId | null>(null);
  const [password, setPassword] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [deletePassword, setDeletePassword] = useState('');
  // Contact details changed in another window since this page loaded them: nothing was saved.
  const [conflict, setConflict] = useState<{ message: string; version: number } | null>(null);
  const pageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (data) {
      setSettings(data.data);
      setContact(data.data.contact);
      setAgency(data.data.agency);
    }
  }, [data]);

  // A refused form puts the person on its first field to fix (GOV.UK's pattern); the message is beside it.
  useEffect(() => {
    if (notice?.tone !== 'error') return;
    pageRef.current?.querySelector<HTMLElement>(`[data-section="${notice.section}"] [aria-invalid="true"]`)?.focus();
  }, [notice]);

  if (error) return <Alert tone="error">{error}</Alert>;
  if (!settings || !contact || !agency) return <p role="status">Loading…</p>;

  const saved = (section: SectionId, answer: { data?: UserSettings } | undefined, text: string) => {
    if (answer?.data) setSettings(answer.data);
    setErrors({});
    setNotice({ section, tone: 'success', text });
  };
  const failed = (section: SectionId, result: { errors: Errors; message: string }) => {
    setErrors(result.errors);
    setNotice({ section, tone: 'error', text: result.message });
  };
  /** Runs one section's request with its button busy, so it is sent once. */
  const run = async (section: SectionId, work: () => Promise<void>) => {
    setBusy(section);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  // `version`: the one loaded, or a newer one the person chose to save over after comparing.
  const saveContact = (event?: FormEvent, version = settings.versions.contact) => {
    event?.preventDefault();
    void run('contact', async () => {
      const result = await submit('api/user/settings/contact', { ...contact, version });
      if (result.ok) {
        saved('contact', result.answer, 'Contact details saved.');
        void sessionStore.refreshUser();
      } else if (result.status === 409 && result.version !== undefined) setConflict({ message: result.message, version: result.version });
      else failed('contact', result);
    });
  };
  const loadSettings = async () => (await http.get<{ data: UserSettings }>('api/user/settings')).data;
  const reloadContact = async () => {
    try {
      const fresh = await loadSettings();
      setSettings(fresh);
      setContact(fresh.contact);
      setConflict(null);
      setNotice({ section: 'contact', tone: 'success', text: 'The saved contact details are loaded.' });
    } catch {
      setNotice({ section: 'contact', tone: 'error', text: 'The saved contact details could not be loaded. Please try again.' });
    }
  };

  // Checked here as the API checks it (shared's rules), so a typo is named before anything is sent.
  const saveAgency = (event: FormEvent) => {
    event.preventDefault();
    const problems = agency.is_letting_agent ? agencyDetailsProblems(agency) : {};
    if (Object.keys(problems).length)
      return failed('agency', {
        errors: Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
        message: 'Please correct the details marked below.',
      });
    void run('agency', async () => {
      const result = await submit('api/user/settings/agency', { ...agency, version: settings.versions.agency });
      if (result.ok) {
        if (result.answer?.data) setAgency(result.answer.data.agency);
        return saved('agency', result.answer, 'Letting agent details saved: your lets show them now.');
      }
      failed('agency', result);
      // Changed in another window: what is saved now is loaded, for the person to check and save again.
      if (result.status === 409)
        await loadSettings().then(
          (fresh) => {
            setSettings(fresh);
            setAgency(fresh.agency);
          },
          () => undefined,
        );
    });
  };

  const toggle = async (id: number, shown: boolean) => {
    // Ticked at once; the server's answer confirms it, or the error puts it back.
    const before = settings;
    setSettings({ ...settings, visibility: { ...settings.visibility, [String(id)]: shown } });
    await run('visibility', async () => {
      const result = await submit('api/user/settings/visibility', { settings: { [id]: shown }, version: settings.versions.visibility });
      if (result.ok) return saved('visibility', result.answer, 'Your adverts show the new choice now.');
      setSettings(before);
      failed('visibility', result);
      // Changed in another window: what is saved now, for the person to choose again.
      if (result.status === 409)
        await loadSettings().then(
          (fresh) => setSettings({ ...before, visibility: fresh.visibility, versions: fresh.versions }),
          () => undefined,
        );
    });
  };

  const changePassword = (event: FormEvent) => {
    event.preventDefault();
    void run('password', async () => {
      const result = await submit('api/user/settings/password', password);
      if (result.ok) {
        setPassword({ current_password: '', password: '', password_confirmation: '' });
        saved('password', undefined, 'Password changed. Your other sessions have been signed out.');
      } else failed('password', result);
    });
  };

  const uploadPhoto = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('photo', file);
    try {
      const answer = await http.post<UserPhoto>('api/user/settings/photo', form);
      setSettings({ ...settings, photo: answer.data.photo });
      setErrors({});
      setNotice({ section: 'photo', tone: 'success', text: 'Photo updated.' });
      void sessionStore.refreshUser();
    } catch (e) {
      failed(
        'photo',
        isHttpError(e) ? { errors: e.data.errors ?? {}, message: e.message } : { errors: {}, message: 'Could not upload the photo.' },
      );
    }
  };

  const becomeHost = async () => {
    const result = await submit('api/user/settings/host', {});
    if (result.ok) {
      saved('host', result.answer, 'You are a host now: your adverts can take bookings.');
      void sessionStore.refreshUser();
    } else failed('host', result);
  };

  const deleteAccount = async (event: FormEvent) => {
    event.preventDefault();
    const sure = await confirm({
      title: 'Delete your account?',
      message: 'Your adverts and services will be unpublished and your reviews kept as Anonymous. This cannot be undone.',
      confirmLabel: 'Delete my account',
      destructive: true,
    });
    if (!sure) return;
    await run('delete', async () => {
      const result = await submit('api/user/settings/delete', { password: deletePassword });
      if (!result.ok) return failed('delete', result);
      sessionStore.setUser(null);
      navigate('/');
    });
  };

  /** A field's message, from the last answer of its own section only. */
  const fieldError = (section: SectionId, name: string) => (notice?.section === section ? errors[name]?.[0] : undefined);

  return (
    <div ref={pageRef} className={styles.page}>
      <Section id="contact" title="Contact details" notice={notice}>
        <form className={styles.form} data-section="contact" onSubmit={saveContact} noValidate>
          <p className={styles.hint}>Signed in as {settings.email}.</p>
          <div className={styles.fields}>
            {CONTACT_FIELDS.map((f) => (
              <Field
                key={f.name}
                label={f.label}
                error={fieldError('contact', f.name)}
                className={f.name === 'address' || f.name === 'email' ? styles.wide : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    type={f.type ?? 'text'}
                    name={f.name}
                    autoComplete={f.autoComplete}
                    value={contact[f.name] ?? ''}
                    onChange={(e) => setContact({ ...contact, [f.name]: e.target.value })}
                  />
                )}
              </Field>
            ))}
          </div>
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy === 'contact'}>
              Save contact details
            </Button>
          </div>
        </form>
        {conflict && (
          <EditConflict
            message={conflict.message}
            mine={withoutParts(contact)}
            loadSaved={async () => withoutParts((await loadSettings()).contact)}
            onReload={() => void reloadContact()}
            onOverwrite={() => {
              const { version } = conflict;
              setConflict(null);
              saveContact(undefined, version);
            }}
            onClose={() => setConflict(null)}
          />
        )}
      </Section>

      <Section id="agency" title="Letting agent" notice={notice}>
        <form className={styles.form} data-section="agency" onSubmit={saveAgency} noValidate>
          <p className={styles.hint}>
            A letting agent&apos;s lets link to its fees and name its client money protection and redress schemes, as the law asks.
          </p>
          <AgencyFields agency={agency} onChange={setAgency} error={(field) => fieldError('agency', field)} />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy === 'agency'}>
              Save letting agent details
            </Button>
          </div>
        </form>
      </Section>

      <Section id="photo" title="Photo" notice={notice}>
        <div className={styles.photoRow} data-section="photo">
          <ImageWithFallback src={imageUrl(settings.photo)} fallback={DEFAULT_USER_IMAGE} alt="Your photo" className={styles.photo} />
          <Field label="Upload a new photo" hint="JPEG, PNG or WebP, up to 5 MB." error={fieldError('photo', 'photo')}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(e) => void uploadPhoto(e.target.files?.[0])}
              />
            )}
          </Field>
        </div>
      </Section>

      <Section id="visibility" title="What your adverts show" notice={notice}>
        <p className={styles.hint}>Your name is always shown under Marketed By. Choose what else visitors see.</p>
        <div className={styles.checks} data-section="visibility">
          {CONTACT_VISIBILITY.map((item) => (
            <label key={item.id} className="ui-check">
              <input
                type="checkbox"
                checked={settings.visibility[String(item.id) as keyof UserSettings['visibility']]}
                // One change at a time: each names the version the last one left.
                disabled={busy === 'visibility'}
                onChange={(e) => void toggle(item.id, e.target.checked)}
              />
              Show {item.label.toLowerCase()}
            </label>
          ))}
        </div>
      </Section>

      <Section id="password" title="Password" notice={notice}>
        <form className={styles.form} data-section="password" onSubmit={changePassword} noValidate>
          {(
            [
              ['current_password', 'Current password', 'current-password'],
              ['password', 'New password', 'new-password'],
              ['password_confirmation', 'Confirm new password', 'new-password'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <Field key={name} label={label} error={fieldError('password', name)}>
              {(control) => (
                <input
                  {...control}
                  type="password"
                  name={name}
                  autoComplete={autoComplete}
                  value={password[name]}
                  onChange={(e) => setPassword({ ...password, [name]: e.target.value })}
                />
              )}
            </Field>
          ))}
          <div className={styles.actions}>
            <Button type="submit" variant="primary" busy={busy === 'password'}>
              Change password
            </Button>
          </div>
        </form>
      </Section>

      {!settings.is_host && (
        <Section id="host" title="Become a host" notice={notice}>
          <p className={styles.hint}>Hosts take bookings for stays, viewings and appointments, and see their earnings here.</p>
          <Button variant="primary" onClick={becomeHost}>
            Become a host
          </Button>
        </Section>
      )}

      <Section id="delete" title="Delete account" notice={notice}>
        <form className={styles.form} data-section="delete" onSubmit={(e) => void deleteAccount(e)} noValidate>
          <p className={styles.hint}>Your adverts and services are unpublished and your reviews kept as Anonymous.</p>
          <Field label="Password" error={fieldError('delete', 'password')}>
            {(control) => (
              <input
                {...control}
                type="password"
                autoComplete="current-password"
                value={deletePassword}
                onChange={(e) => setDeletePassword(e.target.value)}
              />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" variant="danger" busy={busy === 'delete'}>
              Delete my account
            </Button>
          </div>
        </form>
      </Section>
    </div>
  );
}
