import { useRef, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, ErrorSummary, Field, Modal, apiErrorsOf, sessionStore, summaryOf, type ApiErrors } from '@marketplace/shared';
import { initialValues, sendEnquiry, type EnquiryKind, type EnquiryValues } from './enquiry';
import * as styles from './enquiry.module.css';

interface EnquiryDialogProps {
  propertyId: number;
  kind: EnquiryKind;
  /** The home as the first line of the message names it ('2 bed flat, Manchester, 1 Ancoats St, M4 5AA'). */
  about: string;
  /** Who the mail goes to, for the title: 'agent', 'host' or 'advertiser'. */
  recipient: string;
  onClose(): void;
}

const TITLES: Record<EnquiryKind, (recipient: string) => string> = {
  email: (recipient) => `Email ${recipient}`,
  viewing: () => 'Request a viewing',
};

/**
 * The short enquiry form of UK portals: name, e-mail, phone, message and, for a viewing, the times that
 * suit. No account needed; a signed-in person finds their name and e-mail filled in. The advertiser
 * gets it in Messages and by mail, and replies to the e-mail given.
 */
export const EnquiryDialog = observer(function EnquiryDialog({ propertyId, kind, about, recipient, onClose }: EnquiryDialogProps) {
  const [values, setValues] = useState<EnquiryValues>(() => initialValues(kind, about, sessionStore.user));
  const [errors, setErrors] = useState<ApiErrors>({});
  const [sent, setSent] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof EnquiryValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };
  const error = (field: keyof EnquiryValues) => errors[field]?.[0] ?? null;

  const submit = async () => {
    try {
      setSent(await sendEnquiry(propertyId, kind, values));
      setErrors({});
    } catch (failure) {
      setErrors(apiErrorsOf(failure, { field: 'form', otherwise: 'Your enquiry could not be sent. Please try again.' }));
    }
  };
  // What is about no field (too many enquiries, no connection) shows above the form.
  const { form: general, ...fieldErrors } = errors;

  return (
    <Modal title={TITLES[kind](recipient)} onClose={onClose} size="md">
      {sent ? (
        <div className={styles.sent}>
          <p role="status">{sent}</p>
          <Button variant="primary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : (
        <form
          ref={form}
          className={styles.form}
          onSubmit={(event: FormEvent) => event.preventDefault()}
          noValidate
          aria-label={TITLES[kind](recipient)}
        >
          {general?.[0] && (
            <p role="alert" className={styles.general}>
              {general[0]}
            </p>
          )}
          <ErrorSummary errors={summaryOf(fieldErrors)} container={form} />
          <p className={styles.about}>{about}</p>
          <Field label="Name" error={error('name')}>
            {(control) => <input {...control} name="name" autoComplete="name" value={values.name} onChange={set('name')} />}
          </Field>
          <Field label="E-mail" hint="The advertiser replies to this address." error={error('email')}>
            {(control) => (
              <input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                value={values.email}
                onChange={set('email')}
              />
            )}
          </Field>
          <Field label="Phone (optional)" error={error('phone')}>
            {(control) => <input {...control} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}
          </Field>
          {kind === 'viewing' && (
            <Field
              label="Preferred times for a viewing"
              hint="For example: weekday evenings, Saturday morning."
              error={error('viewing_times')}
            >
              {(control) => <input {...control} name="viewing_times" value={values.viewing_times} onChange={set('viewing_times')} />}
            </Field>
          )}
          <Field label="Message" error={error('message')}>
            {(control) => <textarea {...control} name="message" rows={4} value={values.message} onChange={set('message')} />}
          </Field>
          {/* The honeypot: out of sight and out of the tab order; a person never fills it in. */}
          <div className={styles.honeypot} aria-hidden="true">
            <label>
              Website
              <input name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={set('website')} />
            </label>
          </div>
          <p className={styles.privacy}>Your details go only to this advertiser, who may reply by e-mail or phone.</p>
          <Button type="submit" variant="primary" block onClick={() => submit()}>
            Send
          </Button>
        </form>
      )}
    </Modal>
  );
});
