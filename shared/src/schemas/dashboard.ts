/** Query strings and bodies of the dashboard's calls (api/user/...). */
import { z } from 'zod';
import { laravelMessage, numberField } from './laravel';
import { AGENCY_FIELD_NAMES } from '../entities/agency';
import { BOOKING_STATUS_IDS } from '../entities/booking';
import { agencyDetailsProblems, agencyText } from '../rules/agency';

const oneOf = <T extends string>(field: string, values: readonly [T, ...T[]]) =>
  z.enum(values, { error: () => `The selected ${field.replace(/_/g, ' ')} is invalid.` });

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z
    .string({ error: laravelMessage.string(field) })
    .regex(DAY, { error: `The ${field.replace(/_/g, ' ')} field must match the format Y-m-d.` });

export const StatisticsQuery = z.object({
  days: z
    .preprocess((v) => (v === undefined ? '30' : typeof v === 'number' ? String(v) : v), oneOf('days', ['7', '30', '90']))
    .transform(Number),
});

export const ListingsQuery = z.object({
  status: oneOf('status', ['published', 'unpublished']).optional(),
  search: z
    .string({ error: laravelMessage.string('search') })
    .max(100, { error: laravelMessage.max('search', 100) })
    .optional(),
  page: numberField('page', { min: 1, max: 100_000, integer: true }),
});

export const BookingsQuery = z.object({
  as: oneOf('as', ['guest', 'host']).default('host'),
  status: oneOf('status', BOOKING_STATUS_IDS).optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  page: numberField('page', { min: 1, max: 100_000, integer: true }),
});

export const CalendarBlocksQuery = z.object({
  property_id: numberField('property_id', { min: 1, max: 2_147_483_647, integer: true }),
  service_id: numberField('service_id', { min: 1, max: 2_147_483_647, integer: true }),
  month: z
    .string({ error: laravelMessage.string('month') })
    .regex(/^\d{4}-\d{2}$/, { error: 'The month field must match the format Y-m.' }),
});

/**
 * How far ahead a host may close days (issue 40): every visitor's booking dialog reads an advert's closed
 * days, so how many there can be is bounded; bookings are not taken further ahead than this either.
 */
export const CALENDAR_DAYS_AHEAD = 730;
export const TOO_FAR_AHEAD = 'Days can be closed up to two years ahead.';

export const CalendarBlockBody = z.object({
  property_id: numberField('property_id', { min: 1, max: 2_147_483_647, integer: true }),
  service_id: numberField('service_id', { min: 1, max: 2_147_483_647, integer: true }),
  day: day('day').refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now() + CALENDAR_DAYS_AHEAD * 86_400_000, {
    error: TOO_FAR_AHEAD,
  }),
  /** Hours 0 to 23 to close; none: the whole day. */
  hours: z.array(z.number().int().min(0).max(23), { error: 'The hours field must be an array.' }).max(24).optional(),
});

/** The version of the settings a change was made from (issue 40): a newer one refuses it (409). */
const loadedVersion = numberField('version', { min: 1, max: 2_147_483_647, integer: true, required: true });

export const ContactVisibilityBody = z.object({
  settings: z.partialRecord(
    z.enum(['1', '2', '3', '4', '5'], { error: () => 'The selected setting is invalid.' }),
    z.boolean({ error: 'Each setting must be true or false.' }),
  ),
  version: loadedVersion,
});

const optionalText = (field: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: laravelMessage.string(field) })
      .max(max, { error: laravelMessage.max(field, max) })
      .nullable()
      .optional(),
  );
const PREFIX = /^\+\d{1,4}$/;
const PHONE = /^[\d ]{6,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The contact details an advertiser's adverts show (within what the visibility settings allow). */
export const ContactDetailsBody = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: laravelMessage.required('name') })
      .min(1, { error: laravelMessage.required('name') })
      .max(255, { error: laravelMessage.max('name', 255) }),
  ),
  company_name: optionalText('company_name', 255),
  landing_prefix: optionalText('landing_prefix', 5).refine((v) => v == null || PREFIX.test(v), {
    error: 'The landing prefix field format is invalid.',
  }),
  landing: optionalText('landing', 15).refine((v) => v == null || PHONE.test(v), { error: 'The landing field format is invalid.' }),
  mobile_prefix: optionalText('mobile_prefix', 5).refine((v) => v == null || PREFIX.test(v), {
    error: 'The mobile prefix field format is invalid.',
  }),
  mobile: optionalText('mobile', 15).refine((v) => v == null || PHONE.test(v), { error: 'The mobile field format is invalid.' }),
  email: optionalText('email', 255).refine((v) => v == null || EMAIL.test(v), { error: laravelMessage.email('email') }),
  address: optionalText('address', 500),
  version: loadedVersion,
});

/** A letting agent's details (Consumer Rights Act 2015 s83): shared's rules check them, as the form does; saved only while ticked. */
export const AgencyDetailsBody = z
  .object({
    is_letting_agent: z.boolean({ error: 'The letting agent field must be true or false.' }),
    ...Object.fromEntries(AGENCY_FIELD_NAMES.map((field) => [field, z.unknown().optional()])),
    version: loadedVersion,
  })
  .superRefine((v, ctx) => {
    for (const field of AGENCY_FIELD_NAMES) {
      const value = (v as Record<string, unknown>)[field];
      if (value != null && typeof value !== 'string')
        ctx.addIssue({ code: 'custom', path: [field], message: laravelMessage.string(field) });
    }
    // Someone who stops letting as an agent keeps the details saved, unchecked, for when they start again.
    if (!v.is_letting_agent) return;
    for (const [field, message] of Object.entries(agencyDetailsProblems(v as Record<string, unknown>)))
      ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((v) => ({
    is_letting_agent: v.is_letting_agent,
    version: v.version,
    ...(Object.fromEntries(AGENCY_FIELD_NAMES.map((field) => [field, agencyText((v as Record<string, unknown>)[field])])) as Record<
      (typeof AGENCY_FIELD_NAMES)[number],
      string | null
    >),
  }));

export const PasswordChangeBody = z
  .object({
    current_password: z
      .string({ error: laravelMessage.required('current_password') })
      .min(1, { error: laravelMessage.required('current_password') }),
    password: z
      .string({ error: laravelMessage.required('password') })
      .min(8, { error: laravelMessage.min('password', 8) })
      .max(255, { error: laravelMessage.max('password', 255) }),
    password_confirmation: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password_confirmation !== v.password)
      ctx.addIssue({ code: 'custom', path: ['password'], message: laravelMessage.confirmed('password') });
  });

export const DeleteAccountBody = z.object({
  password: z.string({ error: laravelMessage.required('password') }).min(1, { error: laravelMessage.required('password') }),
});
