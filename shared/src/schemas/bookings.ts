/** Bodies of the booking calls (spec 001 §2, §7): what is taken, the calendar, booking, reading one, moving its status. */
import { z } from 'zod';
import type { BookingType } from '../entities/booking';
import {
  isUkPostcode,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_POSTCODE_INVALID,
  jobPostcode,
  MAX_GUESTS,
  MAX_PETS,
  SERVICE_ADDRESS_MAX,
  SERVICE_ADDRESS_MIN,
} from '../rules/booking';
import type { BookingAction } from '../rules/bookingStatus';
import { CONFIRM_MESSAGE_MAX_LENGTH } from '../rules/validators';
import { dashDate, idField, jsonText, laravelBody, laravelMessage, numberField, oneOf, optionalId, optionalText } from './laravel';

export const BOOKING_TYPES = ['view', 'reserve', 'appoint'] as const satisfies readonly BookingType[];
export const BOOKING_ACTIONS = ['accept', 'decline', 'cancel'] as const satisfies readonly BookingAction[];

/** The advert or service a call is about. */
export type SubjectRef = { kind: 'property' | 'service'; id: number };

const subjectFields = { property_id: optionalId('property_id'), service_id: optionalId('service_id') };

// Read loosely: the checks below also run on bodies whose ids failed their own rules.
type SubjectFields = { property_id?: unknown; service_id?: unknown };

/** The subject of a call: exactly one of property_id and service_id. */
function subjectOf(body: SubjectFields): SubjectRef | null {
  if (typeof body.property_id === 'number' && body.service_id === undefined) return { kind: 'property', id: body.property_id };
  if (typeof body.service_id === 'number' && body.property_id === undefined) return { kind: 'service', id: body.service_id };
  return null;
}

/**
 * Checks that run even when other fields failed, so that every field's error shows at once as Laravel
 * shows them; the transform after them runs only on a body that passed.
 */
const always = { when: () => true };

function requireOneSubject(body: SubjectFields, ctx: z.RefinementCtx): void {
  const given = (body.property_id !== undefined) !== (body.service_id !== undefined);
  if (given) return;
  ctx.addIssue({
    code: 'custom',
    path: [body.property_id === undefined ? 'property_id' : 'service_id'],
    message: 'Send exactly one of property id and service id.',
  });
}

/** A body about one advert or service, read as `{subject, ...rest}`; `rules` are checked across fields. */
function aboutOneSubject<T extends z.ZodRawShape>(shape: T, rules?: (body: Record<string, unknown>, ctx: z.RefinementCtx) => void) {
  return laravelBody(
    z
      .object({ ...subjectFields, ...shape })
      .superRefine((body: Record<string, unknown>, ctx) => {
        requireOneSubject(body, ctx);
        rules?.(body, ctx);
      }, always)
      .transform((body) => ({ ...body, subject: subjectOf(body) ?? z.NEVER })),
  );
}

export const BookingsCalendarBody = aboutOneSubject({});

export const BookingsByAdBody = aboutOneSubject({ host_id: optionalId('host_id') });

export const BookingByIdBody = laravelBody(z.object({ id: idField('id'), user_id: optionalId('user_id') }));

/** Moving a booking's status, with the confirmation dialog's optional message for the other party. */
export const BookingStatusBody = laravelBody(
  z.object({ action: oneOf('action', BOOKING_ACTIONS), message: optionalText('message', { max: CONFIRM_MESSAGE_MAX_LENGTH }) }),
);

const json = z.preprocess(jsonText, z.unknown());

/**
 * POST api/book: the fields' own rules and those that follow from the booking type (a stay needs its end
 * and guests, an appointment its address and job). What depends on the advert is checked by the API.
 */
export const BookBody = aboutOneSubject(
  {
    booking_type: oneOf('booking_type', BOOKING_TYPES),
    user_id: optionalId('user_id'),
    host_id: optionalId('host_id'),
    date_start: dashDate('date_start', { required: true }),
    date_end: dashDate('date_end'),
    guests: numberField('guests', { min: 1, max: MAX_GUESTS, integer: true }),
    pets: numberField('pets', { min: 0, max: MAX_PETS, integer: true }),
    price: numberField('price', { min: 0, max: 1e10, required: true }),
    service_user_address: optionalText('service_user_address', { min: SERVICE_ADDRESS_MIN, max: SERVICE_ADDRESS_MAX }),
    service_user_job_description: optionalText('service_user_job_description', { min: JOB_DESCRIPTION_MIN, max: JOB_DESCRIPTION_MAX }),
    service_user_postcode: optionalText('service_user_postcode', { max: 20 }),
    picked_rooms: json,
    picked_room: json,
  },
  (body, ctx) => {
    const required = (field: string) => {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: laravelMessage.required(field) });
    };
    if (body.booking_type === 'reserve') ['date_end', 'guests'].forEach(required);
    if (body.booking_type === 'appoint') ['service_user_address', 'service_user_job_description'].forEach(required);
    if (typeof body.service_user_postcode === 'string' && !isUkPostcode(body.service_user_postcode))
      ctx.addIssue({ code: 'custom', path: ['service_user_postcode'], message: JOB_POSTCODE_INVALID });
    const subject = subjectOf(body);
    if (subject && (body.booking_type === 'appoint') !== (subject.kind === 'service'))
      required(body.booking_type === 'appoint' ? 'service_id' : 'property_id');
  },
).transform((body) => ({
  ...body,
  guests: body.guests ?? 1,
  pets: body.pets ?? 0,
  // A postcode typed in the address is kept when none was picked with it.
  service_user_postcode: body.booking_type === 'appoint' ? jobPostcode(body.service_user_address, body.service_user_postcode) : null,
}));
export type BookRequestBody = z.output<typeof BookBody>;
