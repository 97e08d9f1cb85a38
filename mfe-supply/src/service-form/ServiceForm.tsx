import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import {
  Button,
  EditConflict,
  ErrorSummary,
  ValidationErrors,
  apiMessageOf,
  isHttpError,
  navigate,
  SERVICE_FIELDS,
  serviceFieldsOfType,
  summaryOf,
  useFocusFirstInvalid,
  type ApiErrors,
  type OwnService,
  type UserSettings,
} from '@marketplace/shared';
import { SCROLL_UP_MESSAGE } from '../rooms/rules';
import { Description } from '../description/Description';
import { PhotoList } from '../photos/PhotoList';
import { LeaveGuard } from '../unsaved/LeaveGuard';
import { AddressFields, ContactAddressFields } from '../address/AddressFields';
import { ContactFields } from '../contact/ContactFields';
import { loadProfile } from '../contact/api';
import { contactFromSettings } from '../contact/rules';
import { serviceFormApi } from './api';
import { emptyService, toServiceBody, validateService, valuesFromService, type ServiceFormValues } from './rules';
import { NumberField, SelectField, TextField } from '../common/fields';
import * as styles from '../common/listing-form.module.css';

const choice = ({ id, type }: { id: number; type: string }) => ({ value: id, label: type });

/**
 * /add-edit-service/{id?}: Save keeps the service as it is (a new one unpublished, ready for photos);
 * Publish saves it, shows it to the search and confirms. Another user's service is refused by the API.
 */
export function ServiceForm({ serviceId }: { serviceId?: number }) {
  const [lookups, setLookups] = useState<{
    occupations: Array<{ id: number; type: string }>;
    payment_types: Array<{ id: number; type: string }>;
  }>({ occupations: [], payment_types: [] });
  const [serverErrors, setServerErrors] = useState<ApiErrors | null>(null);
  const [status, setStatus] = useState('');
  const [service, setService] = useState<OwnService | null>(null);
  const [loadError, setLoadError] = useState('');
  const publishing = useRef(true);
  // The version a save names: the one loaded, or a newer one the person chose to save over after a 409.
  const over = useRef<number | null>(null);
  const [conflict, setConflict] = useState<{ message: string; body: Record<string, unknown>; version: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  useEffect(() => void serviceFormApi.lookups().then(setLookups, () => undefined), []);
  useEffect(() => {
    if (serviceId === undefined) return;
    serviceFormApi
      .load(serviceId)
      .then(setService, (error: unknown) =>
        setLoadError(isHttpError(error) && error.status === 403 ? error.message : 'This service could not be found.'),
      );
  }, [serviceId]);
  const [profile, setProfile] = useState<UserSettings | null>(null);
  useEffect(() => {
    // A new service's contact starts from the provider's profile.
    if (serviceId === undefined) loadProfile().then(setProfile, () => undefined);
  }, [serviceId]);
  const initialValues = useMemo(
    () => (service ? valuesFromService(service) : { ...emptyService(), ...(profile && contactFromSettings(profile)) }),
    [service, profile],
  );
  if (loadError) return <p role="alert">{loadError}</p>;
  if (serviceId !== undefined && !service) return <p aria-live="polite">Loading…</p>;
  return (
    <Form<ServiceFormValues>
      initialValues={initialValues}
      keepDirtyOnReinitialize
      validate={validateService}
      onSubmit={async (values) => {
        setServerErrors(null);
        const body = { ...toServiceBody(values), ...(service && { version: over.current ?? service.version }) };
        over.current = null;
        let saved: OwnService;
        try {
          saved = await serviceFormApi.save(service?.id ?? null, body);
        } catch (error) {
          if (isHttpError(error) && error.status === 422) setServerErrors(error.data.errors ?? null);
          else if (isHttpError(error) && error.status === 409)
            setConflict({ message: error.data.message ?? '', body, version: Number(error.data.version) });
          else setStatus(apiMessageOf(error, 'The service could not be saved. Please try again.'));
          return;
        }
        setService(saved);
        if (!publishing.current) return setStatus(saved.is_published ? 'Saved.' : 'Saved. Your service is not published yet.');
        try {
          await serviceFormApi.publish(saved.id);
          navigate(`/add-submit-confirmation/${saved.id}/service`);
        } catch (error) {
          setStatus(`Saved, not published. ${apiMessageOf(error, 'Please try again.')}`);
        }
      }}
    >
      {({ handleSubmit, form, values, submitFailed, hasValidationErrors, submitting }) => {
        // Messages wait for a submit: shown on blur they push the next control away under the pointer.
        const shownErrors = submitFailed ? validateService(values) : {};
        return (
          <form
            ref={formRef}
            className={styles.form}
            noValidate
            onSubmit={(event) => void Promise.resolve(handleSubmit(event)).then(focusFirstInvalid)}
          >
            <LeaveGuard form={form} />
            <ErrorSummary errors={summaryOf(shownErrors)} container={formRef} />
            {serviceFieldsOfType('lookup').map((name) => (
              <SelectField
                key={name}
                name={name}
                label={SERVICE_FIELDS[name].label}
                placeholder="Please select"
                options={(name === 'service_type_occupation_id' ? lookups.occupations : lookups.payment_types).map(choice)}
                error={shownErrors[name]}
              />
            ))}
            <TextField name="service_title" label={SERVICE_FIELDS.service_title.label} error={shownErrors.service_title} />
            <NumberField name="price" label={SERVICE_FIELDS.price.label} error={shownErrors.price} />
            {serviceFieldsOfType('time').map((name) => (
              <TextField key={name} name={name} type="time" label={SERVICE_FIELDS[name].label} error={shownErrors[name]} />
            ))}
            <fieldset className={styles.group}>
              <legend>Service location</legend>
              <AddressFields address={values} errors={shownErrors} lineLabel="Service address" />
            </fieldset>
            <Description name="service_description" label={SERVICE_FIELDS.service_description.label} />
            <ContactFields errors={shownErrors} />
            <ContactAddressFields values={values} listing={values} listingNoun="service" errors={shownErrors} />
            <p aria-live="polite">{status}</p>
            <ValidationErrors errors={serverErrors} />
            {conflict && service && (
              <EditConflict
                message={conflict.message}
                mine={conflict.body}
                loadSaved={async () => toServiceBody(valuesFromService(await serviceFormApi.load(service.id)))}
                onReload={() => {
                  void serviceFormApi.load(service.id).then(
                    (fresh) => {
                      // The saved version over the person's edit, as they chose.
                      form.setConfig('keepDirtyOnReinitialize', false);
                      form.initialize(valuesFromService(fresh));
                      form.setConfig('keepDirtyOnReinitialize', true);
                      setService(fresh);
                      setConflict(null);
                      setStatus('The saved version is loaded.');
                    },
                    (error: unknown) => setStatus(apiMessageOf(error, 'The saved version could not be loaded. Please try again.')),
                  );
                }}
                onOverwrite={() => {
                  over.current = conflict.version;
                  setConflict(null);
                  publishing.current = false;
                  void form.submit();
                }}
                onClose={() => setConflict(null)}
              />
            )}
            {service && (
              <PhotoList
                key={service.id}
                label="Photos"
                photos={service.documents_service_images}
                upload={(files) => serviceFormApi.upload(service.id, files)}
                remove={(imageId) => serviceFormApi.removePhoto(service.id, imageId)}
                order={(ids) => serviceFormApi.orderPhotos(service.id, ids)}
              />
            )}
            <div className={styles.actions}>
              <Button
                busy={submitting && !publishing.current}
                disabled={submitting && publishing.current}
                onClick={() => {
                  publishing.current = false;
                  return Promise.resolve(form.submit()).then(focusFirstInvalid);
                }}
              >
                Save
              </Button>
              <Button
                type="submit"
                variant="primary"
                busy={submitting && publishing.current}
                disabled={submitting && !publishing.current}
                onClick={() => {
                  publishing.current = true;
                }}
              >
                Publish
              </Button>
            </div>
            {submitFailed && hasValidationErrors && (
              <div role="alert" className={styles.error}>
                <p>The service could not be saved: some fields need your attention.</p>
                <p>{SCROLL_UP_MESSAGE}</p>
              </div>
            )}
          </form>
        );
      }}
    </Form>
  );
}
