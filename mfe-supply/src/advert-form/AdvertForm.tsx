import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import {
  Button,
  EditConflict,
  ErrorSummary,
  Modal,
  RemoteParcel,
  ValidationErrors,
  apiMessageOf,
  bus,
  isHttpError,
  navigate,
  sessionStore,
  summaryOf,
  useFocusFirstInvalid,
  type Advert,
  type ApiErrors,
  type RoomForm,
} from '@marketplace/shared';
import { Description } from '../description/Description';
import { RoomViewer } from '../rooms/RoomViewer';
import { ONE_WHOLE_PLACE, SCROLL_UP_MESSAGE, copyOfRoom, isWholePlace, roomName } from '../rooms/rules';
import { PhotoList } from '../photos/PhotoList';
import { LeaveGuard } from '../unsaved/LeaveGuard';
import { AddressFields } from '../address/AddressFields';
import { advertFormApi, visibilityList, type ImageKind, type Option, type SavedAdvert } from './api';
import { contactFromSettings } from '../contact/rules';
import { loadProfile } from '../contact/api';
import { CheckField, NumberField, SelectField, TextField } from '../common/fields';
import { ContactStep, DetailsStep, PoliciesStep } from './sections';
import { MaterialFields } from './MaterialFields';
import { StepProgress } from './StepProgress';
import { NO_CATALOGUE, previewAdvert, type CatalogueOptions } from './preview';
import { fieldErrorsFrom, stepOfField } from './server-errors';
import { fieldVisibility } from './visibility';
import {
  AD_KINDS,
  INVALID_FORM_MESSAGE,
  STEP_TITLES,
  advertFrequencyOptions,
  emptyAdvert,
  flagLabel,
  flagsFor,
  hasSuite,
  publishErrors,
  showsLettingFields,
  stepsFor,
  toAdvertBody,
  validateStep,
  valuesFromAdvert,
  type AdvertFormValues,
  type StepErrors,
  LET_BY_ROOMS_NOTE,
} from './rules';
import * as styles from '../common/listing-form.module.css';

const DRAFT_TYPE = 'advert';

/** Category, type and detail from the lookup calls, each list following the one before; the lists stay with the form for its preview. */
function CatalogueFields({
  errors,
  catalogue,
  onCatalogue,
}: {
  errors: StepErrors;
  catalogue: CatalogueOptions;
  onCatalogue: (change: Partial<CatalogueOptions>) => void;
}) {
  const form = useForm<AdvertFormValues>();
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  const [categories, setCategories] = useState<Option[]>([]);
  useEffect(() => void advertFormApi.categories().then(setCategories, () => setCategories([])), []);
  useEffect(() => {
    if (values.property_category_id === null) return onCatalogue({ types: [] });
    void advertFormApi.types(values.property_category_id).then(
      (types) => onCatalogue({ types }),
      () => onCatalogue({ types: [] }),
    );
  }, [values.property_category_id, onCatalogue]);
  useEffect(() => {
    if (values.property_type_id === null) return onCatalogue({ details: [] });
    void advertFormApi.typeDetails(values.property_type_id).then(
      (details) => onCatalogue({ details }),
      () => onCatalogue({ details: [] }),
    );
  }, [values.property_type_id, onCatalogue]);
  const { types, details } = catalogue;
  useEffect(() => {
    if (values.property_type_id !== null && types.length && !types.some((t) => t.value === values.property_type_id))
      form.change('property_type_id', null);
  }, [types, values.property_type_id, form]);
  return (
    <>
      <SelectField
        placeholder="Please select"
        name="property_category_id"
        label="Category"
        options={categories}
        error={errors.property_category_id}
      />
      <SelectField placeholder="Please select" name="property_type_id" label="Type" options={types} />
      <SelectField placeholder="Please select" name="property_type_details_id" label="Type detail" options={details} />
    </>
  );
}

function WhereStep({ errors }: { errors: StepErrors }) {
  const form = useForm<AdvertFormValues>();
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  return <AddressFields address={values} errors={errors} onNation={(nation) => form.change('nation', nation)} />;
}

/**
 * The rooms of a let: each listed with its space type and frequency, viewed, edited or copied through the
 * Add Room dialog, or removed; and those withdrawn because bookings of them were not finished when removed.
 */
function RoomsStep({ errors, withdrawn }: { errors: StepErrors; withdrawn: SavedAdvert['withdrawn_rooms'] }) {
  const form = useForm<AdvertFormValues>();
  const { values } = useFormState<AdvertFormValues>({ subscription: { values: true } });
  const [picked, setPicked] = useState<RoomForm | null>(null);
  useEffect(
    () =>
      bus.on('room:added', ({ room, replaces }) => {
        const rooms = form.getState().values.rooms;
        form.change('rooms', replaces === undefined ? [...rooms, room] : rooms.map((r, i) => (i === replaces ? room : r)));
        if (replaces !== undefined) setPicked(room);
      }),
    [form],
  );
  const open = (room?: RoomForm, replaces?: number) =>
    bus.emit('modal:open', {
      kind: 'add-room',
      isShortTerm: values.is_short_term,
      isRoom: values.is_room,
      // The whole place being edited may stay one; any other room may not become a second.
      hasSuite: hasSuite(values.rooms.filter((_, i) => i !== replaces)),
      ...(room && { room }),
      ...(replaces !== undefined && { replaces }),
    });
  return (
    <>
      {values.ad_kind === 'let' && !values.is_short_term && <p>{LET_BY_ROOMS_NOTE}</p>}
      <Button onClick={() => open()}>Add Room</Button>
      {errors.rooms && <span className={styles.error}>{errors.rooms}</span>}
      <ul className={styles.rooms}>
        {values.rooms.map((room, index) => {
          const name = roomName(room);
          return (
            <li key={`${room.id ?? 'new'}-${index}`}>
              <Button variant="quiet" onClick={() => setPicked(room)} aria-pressed={picked === room}>
                {name}
              </Button>
              <span className={styles.roomActions}>
                <Button size="small" aria-label={`Edit ${name}`} onClick={() => open(room, index)}>
                  Edit
                </Button>
                <Button
                  size="small"
                  aria-label={`Copy ${name}`}
                  disabledReason={isWholePlace(room) ? ONE_WHOLE_PLACE : undefined}
                  onClick={() => open(copyOfRoom(room))}
                >
                  Copy
                </Button>
                <Button
                  size="small"
                  variant="danger"
                  aria-label={`Remove ${name}`}
                  onClick={() => {
                    if (picked === room) setPicked(null);
                    form.change(
                      'rooms',
                      values.rooms.filter((_, i) => i !== index),
                    );
                  }}
                >
                  Remove
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      {withdrawn.length > 0 && (
        <p className={styles.hint}>
          Withdrawn, and kept for bookings not yet finished: {withdrawn.map((room) => room.name).join(', ')}. They are no longer offered; a
          room you remove while it is booked is withdrawn the same way.
        </p>
      )}
      <RoomViewer room={picked} />
    </>
  );
}

/** The advert form in steps a person can follow on a phone; Save keeps it unpublished, Publish shows it. */
export function AdvertForm({ advertId }: { advertId?: number }) {
  const [steps, setSteps] = useState<{ index: number; errors: StepErrors; failed: boolean }>({ index: 0, errors: {}, failed: false });
  const [savedId, setSavedId] = useState<number | null>(advertId ?? null);
  const [serverErrors, setServerErrors] = useState<ApiErrors | null>(null);
  const [notice, setNotice] = useState('');
  const [initial, setInitial] = useState<AdvertFormValues>(emptyAdvert);
  const [saved, setSaved] = useState<SavedAdvert | null>(null);
  // A save refused because the advert changed since it was loaded (409): nothing was written, the form keeps what was typed.
  const [conflict, setConflict] = useState<{ message: string; body: Record<string, unknown>; version: number; publish: boolean } | null>(
    null,
  );
  const [previewing, setPreviewing] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [catalogue, setCatalogue] = useState<CatalogueOptions>(NO_CATALOGUE);
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const changeCatalogue = useCallback((change: Partial<CatalogueOptions>) => setCatalogue((lists) => ({ ...lists, ...change })), []);

  useEffect(() => {
    // A new advert's contact starts from the advertiser's profile, and shows what User Settings show.
    if (advertId !== undefined) return;
    loadProfile().then(
      (profile) => setInitial((values) => ({ ...values, ...contactFromSettings(profile), settings: visibilityList(profile) })),
      () => undefined,
    );
  }, [advertId]);

  useEffect(() => {
    if (advertId === undefined) return;
    // A load that fails at any point shows why, never an empty form that Save would write over the advert.
    advertFormApi
      .load(advertId)
      .then((a) => {
        setInitial(valuesFromAdvert(a));
        setSaved(a);
      })
      .catch((error: unknown) =>
        setLoadError(isHttpError(error) && error.status === 403 ? error.message : 'This advert could not be found.'),
      );
  }, [advertId]);

  // Another user's advert (403) or a missing one: no form to fill in.
  if (loadError) return <p role="alert">{loadError}</p>;

  return (
    // The profile or the saved advert may arrive after the person has started: what they changed stays.
    <Form<AdvertFormValues> initialValues={initial} keepDirtyOnReinitialize onSubmit={() => undefined}>
      {({ values, form }) => {
        const order = stepsFor(values);
        const step = order[Math.min(steps.index, order.length - 1)] ?? 'what';
        const go = (to: number) => {
          if (to > steps.index) {
            const errors = validateStep(step, values);
            if (Object.keys(errors).length) {
              setSteps({ ...steps, errors, failed: true });
              return focusFirstInvalid();
            }
          }
          setSteps({ index: to, errors: {}, failed: false });
        };
        const showFirstError = (errors: StepErrors) => {
          // The earliest step with a message, so the advertiser works forward through them.
          const index = Math.min(
            ...Object.keys(errors)
              .map((field) => order.indexOf(stepOfField(field)))
              .filter((i) => i >= 0),
          );
          setSteps({ index: Number.isFinite(index) ? index : steps.index, errors, failed: true });
          focusFirstInvalid();
        };
        // `over`: the version the person chose to save over, having seen what was saved meanwhile.
        const save = async (publish: boolean, over?: number) => {
          const invalid = order.map((s) => validateStep(s, values)).find((e) => Object.keys(e).length);
          if (invalid) return showFirstError(invalid);
          // A draft may be incomplete; publishing needs what the law asks (the API refuses the same).
          const unpublishable = publish ? publishErrors(values) : {};
          if (Object.keys(unpublishable).length) return showFirstError(unpublishable);
          setServerErrors(null);
          const version = over ?? saved?.version;
          const body = { ...toAdvertBody(values, initial), ...(savedId !== null && version !== undefined && { version }) };
          let answer: SavedAdvert;
          try {
            answer = await advertFormApi.save(savedId, body);
          } catch (error) {
            if (isHttpError(error) && error.status === 422) {
              const { fields, rest } = fieldErrorsFrom(error.data.errors ?? {}, values);
              setServerErrors(Object.keys(rest).length ? rest : null);
              if (Object.keys(fields).length) showFirstError(fields);
              else setSteps({ ...steps, failed: true });
            } else if (isHttpError(error) && error.status === 409) {
              setConflict({ message: error.data.message ?? '', body, version: Number(error.data.version), publish });
            } else setNotice(apiMessageOf(error, 'The advert could not be saved. Please try again.'));
            return;
          }
          setSavedId(answer.id);
          setSaved(answer);
          form.initialize(values);
          const newlyWithdrawn = answer.withdrawn_rooms.filter((room) => !saved?.withdrawn_rooms.some((r) => r.id === room.id));
          const saidOfRooms = newlyWithdrawn.length
            ? ` ${newlyWithdrawn.map((r) => r.name).join(', ')}: booked, not yet finished, so withdrawn (no longer offered) rather than removed.`
            : '';
          // The advert is saved: a refusal of what follows says what was not done, and the form keeps everything.
          try {
            if (values.settings !== null) await advertFormApi.saveSettings(values.settings);
          } catch (error) {
            return setNotice(`Saved, but not what your adverts show of your contact: ${apiMessageOf(error, 'please try again.')}`);
          }
          if (!publish) return setNotice(`${answer.is_published ? 'Saved.' : 'Saved. Your advert is not published yet.'}${saidOfRooms}`);
          try {
            await advertFormApi.publish(answer.id);
            navigate(`/add-submit-confirmation/${answer.id}/property`);
          } catch (error) {
            setNotice(`Saved, not published. ${apiMessageOf(error, 'Please try again.')}`);
          }
        };
        // The saved version into the form, the person's edit left (they chose so).
        const reload = async () => {
          if (savedId === null) return;
          try {
            const advert = await advertFormApi.load(savedId);
            const fresh = valuesFromAdvert(advert);
            form.setConfig('keepDirtyOnReinitialize', false);
            form.initialize(fresh);
            form.setConfig('keepDirtyOnReinitialize', true);
            setInitial(fresh);
            setSaved(advert);
            setConflict(null);
            setNotice('The saved version is loaded.');
          } catch (error) {
            setNotice(apiMessageOf(error, 'The saved version could not be loaded. Please try again.'));
          }
        };
        const shown = fieldVisibility(values.ad_kind, values.is_short_term);
        const e = steps.errors;
        return (
          <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
            <LeaveGuard form={form} />
            <DraftListener />
            <StepProgress steps={order} current={order.indexOf(step)} onOpen={savedId === null ? undefined : go} />
            <ErrorSummary errors={summaryOf(e)} container={formRef} />
            <h2>{STEP_TITLES[step]}</h2>
            {step === 'what' && (
              <>
                <SelectField placeholder="Please select" name="ad_kind" label="Ad type" options={AD_KINDS} error={e.ad_kind} />
                {showsLettingFields(values.ad_kind) && (
                  <>
                    <CheckField name="is_short_term" label={values.ad_kind === 'let' ? 'Short-term (holiday) let' : 'Short-term stay'} />
                    <CheckField name="is_room" label="A single room" />
                  </>
                )}
                <CatalogueFields errors={e} catalogue={catalogue} onCatalogue={changeCatalogue} />
                <TextField name="property_title" label="Title" error={e.property_title} />
                <Description name="property_description" label="Description" error={e.property_description} />
              </>
            )}
            {step === 'where' && <WhereStep errors={e} />}
            {step === 'price' && (
              <>
                <NumberField name="price" label="Price (£)" error={e.price} />
                {shown.letting && (
                  <SelectField
                    placeholder="Please select"
                    name="property_rent_type_id"
                    label="Rent frequency"
                    options={advertFrequencyOptions(values.is_short_term)}
                    error={e.property_rent_type_id}
                  />
                )}
                {shown.dates && (
                  <>
                    <TextField
                      name="date_start"
                      label={values.ad_kind === 'rent' ? 'Required from' : 'Available from'}
                      type="date"
                      error={e.date_start}
                    />
                    <TextField
                      name="date_end"
                      label={values.ad_kind === 'rent' ? 'Required until' : 'Available until'}
                      type="date"
                      error={e.date_end}
                    />
                  </>
                )}
                <NumberField name="property_square_meter" label="Area (m²)" error={e.property_square_meter} />
                {shown.guests && (
                  <NumberField name="tenants_guests" label={values.is_short_term ? 'Guests' : 'Tenants'} error={e.tenants_guests} />
                )}
                {flagsFor(values.ad_kind, values.is_short_term)
                  // Who may book instantly is asked once Instant Book is on.
                  .filter((flag) => flag !== 'instant_book_trusted_only' || values.flags.is_instant_book)
                  .map((flag) => (
                    <CheckField key={flag} name={`flags.${flag}`} label={flagLabel(flag, values.ad_kind)} error={e[`flags.${flag}`]} />
                  ))}
                {values.flags.is_pet_friendly && values.flags.pet_friendly_paid && (
                  <NumberField name="pet_friendly_fee" label="Pet fee (£)" error={e.pet_friendly_fee} />
                )}
                <MaterialFields step="price" errors={e} />
              </>
            )}
            {step === 'material' && <MaterialFields step="material" errors={e} />}
            {step === 'rooms' && <RoomsStep errors={e} withdrawn={saved?.withdrawn_rooms ?? []} />}
            {step === 'details' && <DetailsStep errors={e} />}
            {step === 'policies' && <PoliciesStep errors={e} choices={catalogue} onChoices={changeCatalogue} />}
            {step === 'photos' &&
              (savedId === null ? (
                <>
                  <p>Photos and floorplans belong to a saved advert. Saving keeps it unpublished until you publish it.</p>
                  <button type="button" className="ui-button ui-button--primary" onClick={() => void save(false)}>
                    Save and add photos
                  </button>
                </>
              ) : (
                <AdvertImages
                  key={`${savedId}-${saved === null ? 'loading' : 'loaded'}`}
                  advertId={savedId}
                  saved={saved}
                  floorplans={shown.floorplans}
                  onChange={(images) => setSaved((advert) => advert && { ...advert, ...images })}
                />
              ))}
            {step === 'contact' && <ContactStep errors={e} />}
            {step === 'preview' && (
              <>
                <button type="button" className="ui-button" onClick={() => setPreviewing(true)}>
                  Preview
                </button>
                <button type="button" className="ui-button" onClick={() => void save(false)}>
                  Save
                </button>
                <button type="button" className="ui-button ui-button--primary" onClick={() => void save(true)}>
                  Publish
                </button>
                {previewing && <PreviewModal values={values} saved={saved} catalogue={catalogue} onClose={() => setPreviewing(false)} />}
              </>
            )}
            <ValidationErrors errors={serverErrors} />
            <p aria-live="polite">{notice}</p>
            {conflict && savedId !== null && (
              <EditConflict
                message={conflict.message}
                mine={conflict.body}
                loadSaved={async () => toAdvertBody(valuesFromAdvert(await advertFormApi.load(savedId)), initial)}
                onReload={() => void reload()}
                onOverwrite={() => {
                  const { publish, version } = conflict;
                  setConflict(null);
                  void save(publish, version);
                }}
                onClose={() => setConflict(null)}
              />
            )}
            <div className={styles.actions}>
              {steps.index > 0 && (
                <button type="button" className="ui-button" onClick={() => go(steps.index - 1)}>
                  Back
                </button>
              )}
              {step !== 'preview' && (
                <button type="button" className="ui-button ui-button--primary" onClick={() => go(steps.index + 1)}>
                  Next
                </button>
              )}
              {/* Both open the transactions remote's Form Drafts modal; only Load draft offers to load one. */}
              <button
                type="button"
                className="ui-button"
                onClick={() => bus.emit('modal:open', { kind: 'form-draft', draftType: DRAFT_TYPE, data: { ...values }, canLoad: false })}
              >
                Save as draft
              </button>
              <button
                type="button"
                className="ui-button"
                onClick={() => bus.emit('modal:open', { kind: 'form-draft', draftType: DRAFT_TYPE, data: { ...values }, canLoad: true })}
              >
                Load draft
              </button>
            </div>
            {steps.failed && (
              <div role="alert" className={styles.error}>
                <p>{INVALID_FORM_MESSAGE}</p>
                <p>{SCROLL_UP_MESSAGE}</p>
              </div>
            )}
          </form>
        );
      }}
    </Form>
  );
}

/** A saved draft handed back by the Form Draft modal fills the form. */
function DraftListener() {
  const form = useForm<AdvertFormValues>();
  useEffect(
    () =>
      bus.on('draft:loaded', ({ draftType, data }) => {
        // Every field takes the draft's value (or none): unsaved work, as the person left it.
        if (draftType !== DRAFT_TYPE) return;
        const draft: Record<string, unknown> = { ...emptyAdvert(), ...(data as Partial<AdvertFormValues>) };
        form.batch(() => Object.entries(draft).forEach(([field, value]) => form.change(field as keyof AdvertFormValues, value as never)));
      }),
    [form],
  );
  return null;
}

/** The detail remote's preview parcel, showing the form as it stands over what is saved. */
function PreviewModal({
  values,
  saved,
  catalogue,
  onClose,
}: {
  values: AdvertFormValues;
  saved: Advert | null;
  catalogue: CatalogueOptions;
  onClose: () => void;
}) {
  const ownerId = sessionStore.user?.id ?? 0;
  const props = useMemo(
    () => ({ advert: previewAdvert(values, saved, ownerId, catalogue), onClose }),
    [values, saved, ownerId, catalogue, onClose],
  );
  return (
    <Modal title={`Preview: ${values.property_title}`} size="xl" onClose={onClose}>
      <RemoteParcel remote="mfe-ad-details" module="./AdvertPreview" props={props} />
    </Modal>
  );
}

type AdvertImageLists = Pick<Advert, 'documents_property_images' | 'documents_floorplans_images'>;

/** The saved advert's photos and (for the ad types whose page shows them) floorplans, in the order its page shows them. */
function AdvertImages({
  advertId,
  saved,
  floorplans,
  onChange,
}: {
  advertId: number;
  saved: Advert | null;
  floorplans: boolean;
  onChange: (images: Partial<AdvertImageLists>) => void;
}) {
  const listFor = (kind: ImageKind) => ({
    upload: (files: File[]) => advertFormApi.upload(advertId, kind, files),
    remove: (id: number) => advertFormApi.removeImage(advertId, kind, id),
    order: (ids: number[]) => advertFormApi.orderImages(advertId, kind, ids),
  });
  return (
    <>
      <PhotoList
        label="Photos"
        photos={saved?.documents_property_images ?? []}
        {...listFor('photo')}
        onChange={(images) => onChange({ documents_property_images: images })}
      />
      {floorplans && (
        <PhotoList
          label="Floorplans"
          noun="floorplan"
          photos={saved?.documents_floorplans_images ?? []}
          {...listFor('floorplan')}
          onChange={(images) => onChange({ documents_floorplans_images: images })}
        />
      )}
    </>
  );
}
