import { z } from 'zod';
import { MARKET_STATUS_NAMES, type MarketStatus } from '../entities/marketStatus';

/**
 * Building blocks of the answer schemas. An answer schema says what the API sends as JSON, field by
 * field: the remotes read its type (z.infer) and the API serialises and checks with it (api/src/http/answers.ts).
 * Objects are strict, so a field outside the contract is an error where answers are checked, not a silent extra.
 */

/** A moment as JSON carries it: ISO 8601 text ('2026-11-26T08:00:00.000Z'). */
export const Instant = z.string();
/** 204: done, and nothing to send. */
export const NoContentAnswer = z.undefined();

/** A calendar day as JSON carries it: 'YYYY-MM-DD'. */
export const Day = z.string();

/** Where a home for sale or a long let stands (entities/marketStatus.ts) and the day it took effect (null while available). */
export const MarketStatusAnswer = {
  market_status: z.enum(MARKET_STATUS_NAMES as [MarketStatus, ...MarketStatus[]]),
  market_status_on: Day.nullable(),
};

export const StoredImageAnswer = z.strictObject({ id: z.number().optional(), file_path: z.string() });

/** An address as answers send it: every line may be missing. */
export const AddressAnswer = z.strictObject({
  id: z.number(),
  line_1: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  postcode: z.string().nullable(),
  full_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/** An address with every part the owner's forms edit. */
export const AddressInPartsAnswer = AddressAnswer.extend({ line_2: z.string().nullable(), country: z.string().nullable() });

/** Laravel's paginator as the API's lists send it: links point at `?page=N` of the list. */
export const paginatedAnswer = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    data: z.array(item),
    meta: z.strictObject({
      current_page: z.number(),
      last_page: z.number(),
      per_page: z.number(),
      total: z.number(),
      from: z.number().nullable(),
      to: z.number().nullable(),
    }),
    links: z.strictObject({
      first: z.string(),
      last: z.string(),
      prev: z.string().nullable(),
      next: z.string().nullable(),
    }),
  });

const DashboardPageMeta = z.strictObject({ current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() });

/** The dashboard's lists: a page and where it stands, without the links of Laravel's paginator. */
export const dashboardPageAnswer = <T extends z.ZodType>(item: T) => z.strictObject({ data: z.array(item), meta: DashboardPageMeta });

/** A page of one of the dashboard's lists. */
export type DashboardPageOf<T> = { data: T[]; meta: z.infer<typeof DashboardPageMeta> };
