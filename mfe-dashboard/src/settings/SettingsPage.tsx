import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CONTACT_VISIBILITY,
  ErrorSummary,
  confirm,
  DEFAULT_USER_IMAGE,
  http,
  ImageWithFallback,
  imageUrl,
  isHttpError,
  navigate,
  sessionStore,
  summaryOf,
  useFocusFirstInvalid,
  type UserSettings,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import * as styles from './settings.module.css';

type Contact = UserSettings['contact'];
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

/** Posts a settings form; the API's 422 errors come back for the form to show, other failures as a message. */
async function submit(
  path: string,
  body: object,
): Promise<{ ok: true; answer: { data?: UserSettings } | undefined } | { ok: false; errors: Errors; message: string }> {
  try {
    return { ok: true, answer: await http.post<{ data?: UserSettings } | undefined>(path, body) };
  } catch (e) {
    if (isHttpError(e)) return { ok: false, errors: e.data.errors ?? {}, message: e.message };
    return { ok: false, errors: {}, message: 'Could not save.' };
  }
}

/** The errors of the contact form's own fields. */
const pick = (errors: Errors, fields: ReadonlyArray<{ name: string }>): Errors =>
  Object.fromEntries(fields.flatMap(({ name }) => (errors[name] ? [[name, errors[name]]] : [])));

function FieldError({ messages }: { messages: string[] | undefined }) {
  return messages?.[0] ? <span className={styles.error}>{messages[0]}</span> : null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The user's contact details, what adverts show of them, password, becoming a host and deleting the account. */
export default function SettingsPage() {
  const { data, error } = useApi<{ data: UserSettings }>('api/user/settings');
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [contact, setContact] = useState<Contact | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [password, setPassword] = useState({ current_password: '', password: '', password_confirmation: '' });
  const [deletePassword, setDeletePassword] = useState('');
  const contactForm = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(contactForm);

  useEffect(() => {
    if (data) {
      setSettings(data.data);
      setContact(data.data.contact);
    }
  }, [data]);

  if (error) return <p role="alert">{error}</p>;
  if (!settings || !contact) return <p role="status">Loading…</p>;

  const saved = (answer: { data?: UserSettings } | undefined, message: string) => {
    if (answer?.data) setSettings(answer.data);
    setErrors({});
    setNotice(message);
  };
  const failed = (result: { errors: Errors; message: string }) => {
    setErrors(result.errors);
    setNotice(result.message);
  };

  const saveContact = async (event: FormEvent) => {
    event.preventDefault();
    const result = await submit('api/user/settings/contact', contact);
    if (result.ok) {
      saved(result.answer, 'Contact details saved.');
      void sessionStore.refreshUser();
    } else {
      failed(result);
      focusFirstInvalid();
    }
  };

  const toggle = async (id: number, shown: boolean) => {
    // Ticked at once; the server's answer confirms it, or the error puts it back.
    const before = settings;
    setSettings({ ...settings, visibility: { ...settings.visibility, [String(id)]: shown } });
    const result = await submit('api/user/settings/visibility', { settings: { [id]: shown } });
    if (result.ok) saved(result.answer, 'Your adverts show the new choice now.');
    else {
      setSettings(before);
      failed(result);
    }
  };

  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    const result = await submit('api/user/settings/password', password);
    if (result.ok) {
      setPassword({ current_password: '', password: '', password_confirmation: '' });
      saved(undefined, 'Password changed. Your other sessions have been signed out.');
    } else failed(result);
  };

  const uploadPhoto = async (file: File | undefined) => {
    if (!file) return;
    const form = new FormData();
    form.append('photo', file);
    try {
      const answer = await http.post<{ data: { photo: string } }>('api/user/settings/photo', form);
      setSettings({ ...settings, photo: answer.data.photo });
      setErrors({});
      setNotice('Photo updated.');
      void sessionStore.refreshUser();
    } catch (e) {
      failed(isHttpError(e) ? { errors: e.data.errors ?? {}, message: e.message } : { errors: {}, message: 'Could not upload the photo.' });
    }
  };

  const becomeHost = async () => {
    const result = await submit('api/user/settings/host', {});
    if (result.ok) {
      saved(result.answer, 'You are a host now: your adverts can take bookings.');
      void sessionStore.refreshUser();
    } else failed(result);
  };

  const deleteAccount = async (event: FormEvent) => {
    event.preventDefault();
    const sure = await confirm({
      title: 'Delete your account?',
      message: 'Your adverts and services will be unpublished and your reviews kept as Anonymous. This cannot be undone.',
      confirmLabel: 'Delete my account',
    });
    if (!sure) return;
    const result = await submit('api/user/settings/delete', { password: deletePassword });
    if (!result.ok) return failed(result);
    sessionStore.setUser(null);
    navigate('/');
  };

  return (
    <>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      <Section id="contact-heading" title="Contact details">
        <form ref={contactForm} className={styles.form} onSubmit={(e) => void saveContact(e)} noValidate>
          <ErrorSummary errors={summaryOf(pick(errors, CONTACT_FIELDS))} container={contactForm} />
          <p className={styles.hint}>Signed in as {settings.email}.</p>
          {CONTACT_FIELDS.map((f) => (
            <label key={f.name} className={styles.field}>
              <span>{f.label}</span>
              <input
                type={f.type ?? 'text'}
                name={f.name}
                autoComplete={f.autoComplete}
                value={contact[f.name] ?? ''}
                aria-invalid={Boolean(errors[f.name])}
                onChange={(e) => setContact({ ...contact, [f.name]: e.target.value })}
              />
              <FieldError messages={errors[f.name]} />
            </label>
          ))}
          <button type="submit">Save contact details</button>
        </form>
      </Section>

      <Section id="photo-heading" title="Photo">
        <div className={styles.photoRow}>
          <ImageWithFallback src={imageUrl(settings.photo)} fallback={DEFAULT_USER_IMAGE} alt="Your photo" className={styles.photo} />
          <label className={styles.field}>
            <span>Upload a new photo (JPEG, PNG or WebP, up to 5 MB)</span>
            <input type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => void uploadPhoto(e.target.files?.[0])} />
            <FieldError messages={errors.photo} />
          </label>
        </div>
      </Section>

      <Section id="visibility-heading" title="What your adverts show">
        <p className={styles.hint}>Your name is always shown under Marketed By. Choose what else visitors see.</p>
        <div className={styles.checks}>
          {CONTACT_VISIBILITY.map((item) => (
            <label key={item.id}>
              <input
                type="checkbox"
                checked={settings.visibility[String(item.id) as keyof UserSettings['visibility']]}
                onChange={(e) => void toggle(item.id, e.target.checked)}
              />{' '}
              Show {item.label.toLowerCase()}
            </label>
          ))}
        </div>
      </Section>

      <Section id="password-heading" title="Password">
        <form className={styles.form} onSubmit={(e) => void changePassword(e)} noValidate>
          {(
            [
              ['current_password', 'Current password', 'current-password'],
              ['password', 'New password', 'new-password'],
              ['password_confirmation', 'Confirm new password', 'new-password'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <label key={name} className={styles.field}>
              <span>{label}</span>
              <input
                type="password"
                name={name}
                autoComplete={autoComplete}
                value={password[name]}
                aria-invalid={Boolean(errors[name])}
                onChange={(e) => setPassword({ ...password, [name]: e.target.value })}
              />
              <FieldError messages={errors[name]} />
            </label>
          ))}
          <button type="submit">Change password</button>
        </form>
      </Section>

      {!settings.is_host && (
        <Section id="host-heading" title="Become a host">
          <p className={styles.hint}>Hosts take bookings for stays, viewings and appointments, and see their earnings here.</p>
          <button type="button" onClick={() => void becomeHost()}>
            Become a host
          </button>
        </Section>
      )}

      <Section id="delete-heading" title="Delete account">
        <form className={styles.form} onSubmit={(e) => void deleteAccount(e)} noValidate>
          <label className={styles.field}>
            <span>Password</span>
            <input
              type="password"
              autoComplete="current-password"
              value={deletePassword}
              aria-invalid={Boolean(errors.password)}
              onChange={(e) => setDeletePassword(e.target.value)}
            />
            <FieldError messages={errors.password} />
          </label>
          <button type="submit" className={styles.danger}>
            Delete my account
          </button>
        </form>
      </Section>
    </>
  );
}
