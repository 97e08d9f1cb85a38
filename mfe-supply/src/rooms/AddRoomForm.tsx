import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import {
  BUSY_LABEL,
  Button,
  ErrorSummary,
  ROOM_AMENITY_SECTIONS,
  ROOM_BED_FIELDS,
  summaryOf,
  useFocusFirstInvalid,
  COUNT_MAX,
  PRICE_MAX,
  ROOM_DISCOUNT_RATE_MAX,
  ROOM_GUESTS_MAX,
  ROOM_QUANTITY_MAX,
  type RoomForm,
} from '@marketplace/shared';
import {
  AMENITY_SECTION_ORDER,
  AMENITY_SECTION_TITLES,
  INVALID_ROOM_MESSAGE,
  SCROLL_UP_MESSAGE,
  SPACE_TYPE_PLACEHOLDER,
  WHOLE_PLACE_HINT,
  fieldLabel,
  frequencyOptions,
  guestsLabel,
  initialRoom,
  isWholePlace,
  roomToAdd,
  spaceTypeOptions,
  validateRoom,
} from './rules';
import { CheckField, NumberField, SelectField } from '../common/fields';
import * as styles from './rooms.module.css';

export interface AddRoomFormProps {
  isShortTerm: boolean;
  isRoom: boolean;
  hasSuite: boolean;
  room?: RoomForm;
  /** The button that hands the room back: 'Add' (the spec's), or 'Save' for a listed room being edited. */
  submitLabel?: string;
  /** Called with the room as `room:added` carries it; the dialog does not call the server. */
  onAdd(room: RoomForm): void;
  onClose(): void;
}

const nextPaint = () => new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));

/** The Add Room form (spec 002 §2.1): space type, beds or rooms, basic details and amenity switches. */
export function AddRoomForm({ isShortTerm, isRoom, hasSuite, room, submitLabel = 'Add', onAdd, onClose }: AddRoomFormProps) {
  const [initialValues] = useState(() => initialRoom(isShortTerm, room));
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  return (
    <Form<RoomForm>
      initialValues={initialValues}
      validate={validateRoom}
      onSubmit={async (values, form) => {
        // 'Please wait' is painted (and a second press refused) before the room is handed over.
        await nextPaint();
        onAdd(roomToAdd(values, room));
        form.restart(initialRoom(isShortTerm));
        onClose();
      }}
    >
      {({ handleSubmit, values, errors, submitting, submitFailed, hasValidationErrors }) => {
        // Messages wait for a submit: shown on blur they push the next control away under the pointer.
        const shown = (name: keyof RoomForm) => (submitFailed ? (errors?.[name] as string | undefined) : undefined);
        return (
          <form
            ref={formRef}
            onSubmit={(event) => void Promise.resolve(handleSubmit(event)).then(focusFirstInvalid)}
            noValidate
            className={styles.form}
          >
            <ErrorSummary errors={submitFailed ? summaryOf(errors) : []} container={formRef} />
            <SelectField
              name="room_type_id"
              label="Space type"
              options={spaceTypeOptions({ isRoom, hasSuite })}
              placeholder={SPACE_TYPE_PLACEHOLDER}
              error={shown('room_type_id')}
            />
            {isWholePlace(values) ? (
              <fieldset className={styles.group}>
                <legend>Rooms</legend>
                <p className={styles.hint}>{WHOLE_PLACE_HINT}</p>
                <NumberField name="single_room" label="Single rooms" max={COUNT_MAX} error={shown('single_room')} />
                <NumberField name="double_room" label="Double rooms" max={COUNT_MAX} error={shown('double_room')} />
              </fieldset>
            ) : (
              <fieldset className={styles.group}>
                <legend>Beds</legend>
                {ROOM_BED_FIELDS.map((bed) => (
                  <NumberField key={bed} name={bed} label={fieldLabel(bed)} max={COUNT_MAX} error={shown(bed)} />
                ))}
              </fieldset>
            )}
            <fieldset className={styles.group}>
              <legend>Basic details</legend>
              <NumberField name="quantity" label="Quantity" min={1} max={ROOM_QUANTITY_MAX} error={shown('quantity')} />
              <NumberField name="guests" label={guestsLabel(isShortTerm)} min={1} max={ROOM_GUESTS_MAX} error={shown('guests')} />
              <NumberField name="price" label="Price (£)" min={1} max={PRICE_MAX} step="0.01" error={shown('price')} />
              <SelectField
                name="property_rent_type_id"
                label="Payment frequency"
                options={frequencyOptions(isShortTerm)}
                error={shown('property_rent_type_id')}
              />
              <CheckField name="smoking_room" label="Smoking room" />
              <CheckField name="pet_friendly_room" label="Pet friendly room" />
              <CheckField name="discount" label="Room discount" />
              {values.discount === true && (
                <NumberField
                  name="discount_rate"
                  label="Discount rate (%)"
                  min={1}
                  max={ROOM_DISCOUNT_RATE_MAX}
                  step="0.01"
                  error={shown('discount_rate')}
                />
              )}
            </fieldset>
            {AMENITY_SECTION_ORDER.map((section) => (
              <fieldset key={section} className={styles.group}>
                <legend>{AMENITY_SECTION_TITLES[section]}</legend>
                {ROOM_AMENITY_SECTIONS[section].map((field) => (
                  <CheckField key={field} name={field} label={fieldLabel(field)} />
                ))}
              </fieldset>
            ))}
            <div className={styles.actions}>
              <Button onClick={onClose}>Close</Button>
              {/* The spec's words while the room is handed over, shown rather than a spinner: the label says why it waits. */}
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting ? BUSY_LABEL : submitLabel}
              </Button>
            </div>
            {submitFailed && hasValidationErrors && (
              <div role="alert" className={styles.invalid}>
                <p>{INVALID_ROOM_MESSAGE}</p>
                <p>{SCROLL_UP_MESSAGE}</p>
              </div>
            )}
          </form>
        );
      }}
    </Form>
  );
}
