import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AdvertAnswer, AdvertDetailAnswer } from '@marketplace/shared/src/answers/advert.ts';
import { ListPositionAnswer, MapAnswer, SearchListAnswer, type SearchList } from '@marketplace/shared/src/answers/search.ts';
import { isTicked, PathId } from '@marketplace/shared/src/schemas/laravel.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/index.ts';
import { currentUserId } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';
import { loadAdvert } from './advert.ts';
import { loadCards } from './cards.ts';
import { parseSearch, stayNightsOf, type SearchQuery } from './filters.ts';
import { stayOffers } from './stays.ts';
import { instantFor } from '../common/instant.ts';
import { StayQuery } from '@marketplace/shared/src/schemas/stays.ts';
import { StayTermsAnswer } from '@marketplace/shared/src/answers/stays.ts';
import { reserveLines } from '@marketplace/shared/src/rules/reserve.ts';
import { PageQuery, SearchBody, type SearchInput } from './schema.ts';
import { answerWriter, sendAnswerText } from '../http/answers.ts';
import { areaCondition, fromClause, orderBy, rentsWanted, searchWhere } from './search-sql.ts';
import { queryKey, SearchCounts, walkSortIndex } from './counts.ts';
import { registerServiceRoutes } from './services.ts';
import { MAP_PIN_LIMIT, paginate, PAGE_SIZE } from './paging.ts';
import { OFFSET_PAGES, SearchOrder } from './searchOrder.ts';
import { MapViews, searchMapJson } from './map-answer.ts';
import type { MapView } from './clusters.ts';
import { countAdvertView, visitorOf } from './views.ts';
import { PAGE_PREVIEW_HEADER } from '@marketplace/shared/src/config/pagePreview.cjs';

/**
 * Total matches and the plan for a search (see walkSortIndex). Three cached counts: the matches, the
 * adverts in the area whatever the filters, and all published adverts; list pages and the map share them.
 */
async function planSearch(counts: SearchCounts, q: SearchQuery, need: number, generation?: number) {
  generation ??= await counts.generation();
  const indexed = searchWhere(q, 'index');
  const count = (from: ReturnType<typeof fromClause>, where: ReturnType<typeof sql>) =>
    counts.total(sql<{ total: number }>`select count(*)::int as total from ${from} where ${where}`, generation);
  const total = await count(fromClause(indexed), indexed.where);
  const inArea = await count(
    fromClause({ needsDetails: false, needsAddress: indexed.needsAddress }),
    sql`p.is_published and ${areaCondition(q.area, 'p')}`,
  );
  const published = await count(sql`properties p`, sql`p.is_published`);
  const s = walkSortIndex(need, total, inArea, published) ? searchWhere(q, 'scan') : indexed;
  return { total, s };
}

/**
 * List pages as sent, per search generation: the map home's default search is every visitor's first
 * page. A page of 15 cards is about 30 kB of JSON; the cache holds at most `max` of them.
 */
class ListPages {
  private readonly pages: LRUCache<string, { generation: number; json: string }>;

  constructor(
    private readonly db: Database,
    private readonly counts: SearchCounts,
    private readonly order: SearchOrder,
    private readonly listUrl: string,
    /** The page as JSON text, from its contract (http/answers.ts). */
    private readonly write: (page: SearchList) => string,
    max = 300,
  ) {
    this.pages = new LRUCache({ max });
  }

  /** A page's answer as JSON text: from the cache while no advert changed, else from SQL. */
  async page(q: SearchQuery, page: number): Promise<string> {
    const generation = await this.counts.generation();
    const s = searchWhere(q, 'index');
    const key = queryKey(sql`${s.where} order by ${orderBy(q.sort, 'p', rentsWanted(q))}`.compile(this.db), page);
    const hit = this.pages.get(key);
    if (hit?.generation === generation) return hit.json;
    const json = this.write(await searchList(this.db, this.counts, this.order, q, page, this.listUrl, generation));
    this.pages.set(key, { generation, json });
    return json;
  }
}

async function searchList(
  db: Database,
  counts: SearchCounts,
  order: SearchOrder,
  q: SearchQuery,
  page: number,
  listUrl: string,
  generation: number,
) {
  const offset = (page - 1) * PAGE_SIZE;
  const { total, s } = await planSearch(counts, q, offset + PAGE_SIZE, generation);
  const pageIds = async () => {
    if (offset >= total) return [];
    const ordered = page > OFFSET_PAGES ? await order.slice(q, generation, offset, PAGE_SIZE) : null;
    if (ordered) return ordered;
    const { rows } = await sql<{ id: number }>`
      select p.id from ${fromClause(s)} where ${s.where}
      order by ${orderBy(q.sort, 'p', rentsWanted(q))} limit ${PAGE_SIZE} offset ${offset}`.execute(db);
    return rows.map((r) => r.id);
  };
  return paginate(await loadCards(db, await pageIds(), q.stay), total, page, listUrl);
}

/** The list page (1-based) that holds an advert among a search's matches; null when it does not match. */
export async function pageOfAdvert(db: Database, q: SearchQuery, advertId: number): Promise<number | null> {
  const s = searchWhere(q, 'index');
  const { rows } = await sql<{ position: number }>`
    select position from (
      select p.id, row_number() over (order by ${orderBy(q.sort, 'p', rentsWanted(q))})::int as position from ${fromClause(s)} where ${s.where}
    ) ranked where id = ${advertId}`.execute(db);
  const position = rows[0]?.position;
  return position === undefined ? null : Math.ceil(position / PAGE_SIZE);
}

/** The map's view when the request has one (bbox and zoom); null for the whole search's first pins. */
export function mapViewOf(body: SearchInput): MapView | null {
  if (!body.bbox || body.zoom === undefined) return null;
  return {
    box: body.bbox,
    zoom: body.zoom,
    hiddenCategories: new Set(body.hidden_categories),
    groups: !isTicked(body.hide_multiple),
    selectedId: body.selected_id ?? null,
  };
}

/** Search, map and advert detail for properties; search and map for services (spec 000 §7). */
export async function discoveryFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const listUrl = `${ctx.config.publicUrl.replace(/\/$/, '')}/api/properties-list`;

  const counts = new SearchCounts(ctx.db);
  const writeList = answerWriter(SearchListAnswer, { check: ctx.config.checkAnswers, route: 'POST /api/properties-list' });
  const pages = new ListPages(ctx.db, counts, new SearchOrder(ctx.db), listUrl, writeList);
  const views = new MapViews(ctx.db);

  // A page is sent as the JSON text its cache keeps, written from the contract (ListPages).
  const listAnswer = { 200: z.union([SearchListAnswer, ListPositionAnswer]) };
  app.post(
    '/api/properties-list',
    { schema: { body: SearchBody, querystring: PageQuery, response: listAnswer } },
    async (request, reply) => {
      const q = parseSearch(request.body);
      const advertId = request.query.position_of;
      if (advertId !== undefined) {
        const page = await pageOfAdvert(ctx.db, q, advertId);
        if (page === null) throw new HttpError(404, 'ad_does_not_exist');
        return { data: { id: advertId, page } };
      }
      return sendAnswerText(reply, await pages.page(q, request.query.page));
    },
  );

  // Pins leave SQL as JSON text (map-answer.ts): the contract is checked on the text where answers are checked.
  app.post('/api/properties-map', { schema: { body: SearchBody, response: { 200: MapAnswer } } }, async (request, reply) => {
    const q = parseSearch(request.body);
    const view = mapViewOf(request.body);
    const json = view ? await views.answer(q, view) : await searchMapJson(ctx.db, q, await planSearch(counts, q, MAP_PIN_LIMIT));
    return sendAnswerText(reply, json);
  });

  app.get('/api/properties/:id', { schema: { params: PathId, response: { 200: AdvertDetailAnswer } } }, async (request) => {
    const { id } = request.params;
    const viewerId = currentUserId(request);
    const advert = id === null ? null : await loadAdvert(ctx.db, id, viewerId);
    if (!advert || id === null) throw new HttpError(404, 'ad_does_not_exist');
    // The advert page and the map's panel both read here: the owner's statistics count each visitor once a
    // day. The web origin's read for the page's photo is not a visitor.
    if (request.headers[PAGE_PREVIEW_HEADER] === undefined) {
      await countAdvertView(ctx.db, { id, ownerId: Number(advert.user_id) }, viewerId, visitorOf(request, viewerId));
    }
    // The row's types are SQL's; the answer's check holds them to the contract.
    return { data: advert as z.output<typeof AdvertAnswer> };
  });

  // A short stay's terms for a guest: Instant Book or a request, and with dates the total the booking charges.
  app.get(
    '/api/properties/:id/stay',
    { schema: { params: PathId, querystring: StayQuery, response: { 200: StayTermsAnswer } } },
    async (request) => {
      const { id } = request.params;
      const advert =
        id === null
          ? undefined
          : await ctx.db
              .selectFrom('properties')
              .select(['id', 'is_instant_book', 'instant_book_trusted_only'])
              .where('id', '=', id)
              .where('is_published', '=', true)
              .where('is_let', '=', true)
              .where('is_short_term', '=', true)
              .executeTakeFirst();
      if (!advert) throw new HttpError(404, 'ad_does_not_exist');
      const { date_start: start, date_end: end, guests } = request.query;
      const stay = stayNightsOf(start ?? null, end ?? null, guests ?? null);
      const now = new Date();
      const offer = stay ? (await stayOffers(ctx.db, [advert.id], stay, now)).get(advert.id) : undefined;
      return {
        data: {
          instant_book: await instantFor(ctx.db, advert, currentUserId(request)),
          dated: stay !== null,
          offer:
            stay && offer
              ? {
                  date_start: stay.start,
                  date_end: stay.end,
                  nights: offer.quote.nights,
                  guests: offer.guests,
                  total: offer.quote.total,
                  rooms: offer.rooms,
                  lines: reserveLines(offer.quote),
                }
              : null,
        },
      };
    },
  );

  registerServiceRoutes(app, ctx);
}
