import { sql, type RawBuilder } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import {
  ServiceDetailAnswer,
  ServiceListAnswer,
  ServicesMapAnswer,
  type ServicePinColumns,
} from '@marketplace/shared/src/answers/services.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { HttpError } from '../http/errors.ts';
import { sendAnswerText } from '../http/answers.ts';
import { areaOf, sortOf, type Area, type Sort } from './filters.ts';
import { publicContact, shownSettings, type ContactRow } from './privacy.ts';
import { sanitizeDescription } from '../common/sanitize.ts';
import { areaCondition } from './search-sql.ts';
import { SERVICE_FIELD_NAMES, SERVICE_FIELDS, type ServiceField, type ServiceFields } from '@marketplace/shared/src/entities/service.ts';
import { SERVICE_PIN_LIMIT, paginate, PAGE_SIZE } from './paging.ts';
import { meanScoreSql } from '../common/scores.ts';
import { PRICE_TO_BE_DISCUSSED } from '@marketplace/shared/src/rules/advert.ts';
import { PageQuery, ServiceSearchBody, type ServiceSearchInput } from './schema.ts';

/** The service search (its payload is ours to design, spec 000 §7): a place, an occupation, a payment type, a price range. */
export interface ServiceQuery {
  area: Area;
  occupationId: number | null;
  paymentTypeId: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  sort: Sort;
}

export function parseServiceSearch(input: ServiceSearchInput): ServiceQuery {
  return {
    area: areaOf(input),
    occupationId: input.service_type_occupation_id ?? null,
    paymentTypeId: input.service_payment_type_id ?? null,
    minPrice: input.min_price ?? null,
    maxPrice: input.max_price ?? null,
    sort: sortOf(input),
  };
}

function serviceWhere(q: ServiceQuery): RawBuilder<unknown> {
  const parts = [sql`s.is_published`, areaCondition(q.area, 's', 'index', 'a')];
  if (q.occupationId) parts.push(sql`s.service_type_occupation_id = ${q.occupationId}::int`);
  if (q.paymentTypeId) parts.push(sql`s.service_payment_type_id = ${q.paymentTypeId}::int`);
  if (q.minPrice !== null) parts.push(sql`s.price >= ${q.minPrice}::numeric`);
  if (q.maxPrice !== null) parts.push(sql`s.price <= ${q.maxPrice}::numeric`);
  // A price to be discussed is no price: a bounded search leaves it out, as the property search does.
  if (q.minPrice !== null || q.maxPrice !== null) parts.push(sql`not ${toBeDiscussed}`);
  return sql.join(parts, sql` and `);
}

/** shared's isServicePriceToBeDiscussed in SQL (the query joins the payment types as pt). */
const toBeDiscussed = sql`(s.price = 0 or pt.type = ${PRICE_TO_BE_DISCUSSED})`;

/** The list's order; sorted by price, providers whose price is to be discussed come last either way. */
const serviceOrder = (sort: Sort) =>
  sort === 'oldest'
    ? sql`s.created_at asc, s.id asc`
    : sort === 'lowest_price'
      ? sql`${toBeDiscussed} asc, s.price asc, s.id asc`
      : sort === 'highest_price'
        ? sql`${toBeDiscussed} asc, s.price desc, s.id desc`
        : sql`s.created_at desc, s.id desc`;

/** A service as cards, pins and the detail view show it; the provider's contact filtered by their settings. */
const SERVICE_SELECT = sql`
  s.id, s.user_id, ${sql.join(SERVICE_FIELD_NAMES.map(fieldColumn))}, s.created_at, s.latitude, s.longitude,
  o.type as occupation_type, pt.type as payment_type, s.is_published,
  a.id as a_id, a.line_1 as a_line_1, a.street as a_street, a.city as a_city, a.county as a_county, a.postcode as a_postcode,
  a.full_address as a_full_address,
  ct.name as c_name, ct.company_name as c_company_name, ct.landing_prefix as c_landing_prefix, ct.landing as c_landing,
  ct.mobile_prefix as c_mobile_prefix, ct.mobile as c_mobile, ct.email as c_email, ca.full_address as c_full_address,
  (select json_agg(json_build_object('setting_id', us.setting_id, 'setting_value', us.setting_value)) from user_settings us where us.user_id = s.user_id) as settings,
  (select ui.file_path from user_images ui where ui.user_id = s.user_id order by ui.id desc limit 1) as user_image,
  (select json_build_object('count', count(*), 'rating', round(avg(${meanScoreSql('service')}), 1))
     from service_reviews r where r.service_id = s.id) as reviews`;

const SERVICE_FROM = sql`
  services s
  join service_occupation_types o on o.id = s.service_type_occupation_id
  join service_payment_types pt on pt.id = s.service_payment_type_id
  join addresses a on a.id = s.address_id
  left join contacts ct on ct.id = s.contact_id
  left join addresses ca on ca.id = ct.address_id`;

/** A service field's column as the answer reads it: a time as text, not the driver's own type. */
function fieldColumn(name: ServiceField): RawBuilder<unknown> {
  return SERVICE_FIELDS[name].type === 'time' ? sql`${sql.ref(`s.${name}`)}::text as ${sql.ref(name)}` : sql.ref(`s.${name}`);
}

/** A service's own fields from its row (SERVICE_FIELDS), each time as 'HH:mm'. */
export function serviceFieldsOf(row: Record<string, unknown>): ServiceFields {
  return Object.fromEntries(
    SERVICE_FIELD_NAMES.map((name) => {
      const value = row[name];
      return [name, SERVICE_FIELDS[name].type !== 'time' ? value : typeof value === 'string' ? value.slice(0, 5) : null];
    }),
  ) as ServiceFields;
}

function toService(r: Record<string, unknown>, withDescription: boolean) {
  const contact: ContactRow = {
    name: r.c_name as string | null,
    company_name: r.c_company_name as string | null,
    landing_prefix: r.c_landing_prefix as string | null,
    landing: r.c_landing as string | null,
    mobile_prefix: r.c_mobile_prefix as string | null,
    mobile: r.c_mobile as string | null,
    email: r.c_email as string | null,
    full_address: r.c_full_address as string | null,
  };
  const settings = shownSettings((r.settings as Array<{ setting_id: number; setting_value: string }> | null) ?? []);
  const { service_description: description, ...fields } = serviceFieldsOf(r);
  return {
    id: r.id,
    user_id: r.user_id,
    user: { id: r.user_id, documents_user_images: r.user_image ? { file_path: r.user_image } : null },
    ...fields,
    ...(withDescription ? { service_description: sanitizeDescription(typeof description === 'string' ? description : '') } : {}),
    created_at: r.created_at,
    latitude: r.latitude,
    longitude: r.longitude,
    occupation: { id: fields.service_type_occupation_id, type: r.occupation_type },
    service_payment_type: { id: fields.service_payment_type_id, type: r.payment_type },
    is_published: r.is_published,
    address: {
      id: r.a_id,
      line_1: r.a_line_1,
      street: r.a_street,
      city: r.a_city,
      county: r.a_county,
      postcode: r.a_postcode,
      full_address: r.a_full_address,
      latitude: r.latitude,
      longitude: r.longitude,
    },
    settings,
    contact: publicContact(contact, settings),
    reviews: r.reviews,
  };
}

async function countServices(db: Database, q: ServiceQuery): Promise<number> {
  const withAddress = q.area.kind === 'text' ? sql`services s join addresses a on a.id = s.address_id` : sql`services s`;
  // The payment type decides whether a price is to be discussed, which a bounded price leaves out.
  const from =
    q.minPrice !== null || q.maxPrice !== null
      ? sql`${withAddress} join service_payment_types pt on pt.id = s.service_payment_type_id`
      : withAddress;
  return (
    (await sql<{ total: number }>`select count(*)::int as total from ${from} where ${serviceWhere(q)}`.execute(db)).rows[0]?.total ?? 0
  );
}

export async function searchServices(db: Database, q: ServiceQuery, page: number, listUrl: string) {
  const total = await countServices(db, q);
  const { rows } = await sql<Record<string, unknown>>`
    select ${SERVICE_SELECT} from ${SERVICE_FROM} where ${serviceWhere(q)} order by ${serviceOrder(q.sort)} limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`.execute(
    db,
  );
  return paginate(
    rows.map((r) => toService(r, false)),
    total,
    page,
    listUrl,
  );
}

/** Each field of a provider's pin (shared's ServicePin) and the column it is read from. */
const SERVICE_PIN_COLUMNS: { [K in keyof ServicePinColumns]: RawBuilder<unknown> } = {
  id: sql`s.id`,
  latitude: sql`round(s.latitude::numeric, 5)`,
  longitude: sql`round(s.longitude::numeric, 5)`,
  service_title: sql`s.service_title`,
  occupation: sql`o.type`,
  price: sql`s.price`,
  payment_type: sql`pt.type`,
  city: sql`a.city`,
  postcode: sql`a.postcode`,
};

/**
 * The map's answer for a service search as JSON text straight from SQL, by field as the adverts' map
 * answer (shared's ServicePinColumns): up to SERVICE_PIN_LIMIT pins in the list's order, and how many match.
 */
export async function serviceMapJson(db: Database, q: ServiceQuery): Promise<string> {
  const total = await countServices(db, q);
  const fields = Object.entries(SERVICE_PIN_COLUMNS);
  const { rows } = await sql<{ data: string | null }>`
    select json_build_object(${sql.join(
      fields.map(([field]) => sql`${sql.lit(field)}, coalesce(json_agg(${sql.ref(`pin.${field}`)} order by pin.position), '[]')`),
    )})::text as data from (
      select ${sql.join(fields.map(([field, column]) => sql`${column} as ${sql.ref(field)}`))},
        row_number() over (order by ${serviceOrder(q.sort)}) as position
      from ${SERVICE_FROM} where ${serviceWhere(q)}
      order by ${serviceOrder(q.sort)} limit ${SERVICE_PIN_LIMIT}
    ) pin`.execute(db);
  const meta = { total, shown: Math.min(total, SERVICE_PIN_LIMIT), limit: SERVICE_PIN_LIMIT };
  return `{"data":${rows[0]?.data ?? '{}'},"meta":${JSON.stringify(meta)}}`;
}

export function registerServiceRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const listUrl = `${ctx.config.publicUrl.replace(/\/$/, '')}/api/services-list`;
  // Rows' types are SQL's; the answers' checks hold them to their contracts.
  app.post(
    '/api/services-list',
    { schema: { body: ServiceSearchBody, querystring: PageQuery, response: { 200: ServiceListAnswer } } },
    async (request) =>
      (await searchServices(ctx.db, parseServiceSearch(request.body), request.query.page, listUrl)) as z.output<typeof ServiceListAnswer>,
  );
  // Pins leave SQL as JSON text: the contract is checked on the text where answers are checked.
  app.post('/api/services-map', { schema: { body: ServiceSearchBody, response: { 200: ServicesMapAnswer } } }, async (request, reply) =>
    sendAnswerText(reply, await serviceMapJson(ctx.db, parseServiceSearch(request.body))),
  );
  app.get('/api/services/:id', { schema: { params: PathId, response: { 200: ServiceDetailAnswer } } }, async (request) => {
    const { id } = request.params;
    const { rows } =
      id === null
        ? { rows: [] }
        : await sql<
            Record<string, unknown>
          >`select ${SERVICE_SELECT} from ${SERVICE_FROM} where s.id = ${id}::int and s.is_published`.execute(ctx.db);
    if (!rows[0]) throw new HttpError(404, 'ad_does_not_exist');
    // The service's page shows its photos in the order its provider set (api/src/supply/images.ts).
    const photos = await ctx.db
      .selectFrom('service_images')
      .select(['id', 'file_path'])
      .where('service_id', '=', Number(rows[0].id))
      .orderBy('position')
      .orderBy('id')
      .execute();
    return { data: { ...toService(rows[0], true), documents_service_images: photos } } as z.output<typeof ServiceDetailAnswer>;
  });
}
