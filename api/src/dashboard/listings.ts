import { sql } from 'kysely';
import type { ListingStatus } from '@marketplace/shared/src/entities/dashboard.ts';
import type { DashboardPageOf } from '@marketplace/shared/src/answers/common.ts';
import type { DashboardListing } from '@marketplace/shared/src/answers/dashboard.ts';
import type { Database } from '../db/index.ts';
import { pageMeta } from '../http/paging.ts';
import { enquiriesReceived } from './enquiries.ts';
import { likeEscape } from '../discovery/search-sql.ts';

/** The portfolio and services lists show 15 a page. */
export const LISTING_PAGE_SIZE = 15;

export interface ListingsFilter {
  status?: ListingStatus | undefined;
  search?: string | undefined;
  page: number;
}

// Titles are searched as typed: % and _ mean themselves.
const likeOf = (search: string) => `%${likeEscape(search)}%`;

function pageOf(rows: Array<DashboardListing & { total: number }>, page: number): DashboardPageOf<DashboardListing> {
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map(({ total: _total, ...row }) => ({
      ...row,
      price: Number(row.price),
      created_at: new Date(row.created_at).toISOString(),
    })),
    meta: pageMeta(page, LISTING_PAGE_SIZE, total),
  };
}

/** The user's adverts, newest first, with their views and enquiries, and what the price rule reads. */
export async function advertsOf(db: Database, userId: number, f: ListingsFilter): Promise<DashboardPageOf<DashboardListing>> {
  const status = f.status === undefined ? sql`true` : sql`p.is_published = ${f.status === 'published'}`;
  const search = f.search ? sql`p.property_title ilike ${likeOf(f.search)}` : sql`true`;
  // The page's adverts are found first; only those 15 count their views and enquiries (issue 40).
  const { rows } = await sql<DashboardListing & { total: number }>`
    with page as (
      select p.id, count(*) over ()::int as total from properties p
      where p.user_id = ${userId}::int and ${status} and ${search}
      order by p.created_at desc, p.id desc
      limit ${LISTING_PAGE_SIZE} offset ${(f.page - 1) * LISTING_PAGE_SIZE}
    )
    select p.id, p.property_title as title, p.price, p.cover_image as photo,
      -- What the price rule reads (shared's formatAdvertPrice), as the list and the map give it.
      jsonb_build_object('price', p.price, 'is_sale', p.is_sale, 'is_let', p.is_let, 'is_buy', p.is_buy, 'is_rent', p.is_rent,
        'is_short_term', p.is_short_term, 'is_room', p.is_room, 'property_category_id', p.property_category_id,
        'property_rent_type_id', p.property_rent_type_id, 'property_rooms', coalesce(p.room_prices::jsonb, '[]'::jsonb),
        'property_type_details', case when d.id is null then null else jsonb_build_object('id', d.id, 'type_detail', d.type_detail) end
      ) as pricing,
      case when p.is_published then 'published' else 'unpublished' end as status,
      p.market_status, p.market_status_on::text as market_status_on,
      (select count(*)::int from advert_views v where v.property_id = p.id) as views,
      (select count(*)::int from ${enquiriesReceived(userId)} e where e.property_id = p.id) as enquiries,
      p.created_at, page.total
    from page
    join properties p on p.id = page.id
    left join property_type_details d on d.id = p.property_type_details_id
    order by p.created_at desc, p.id desc`.execute(db);
  return pageOf(rows, f.page);
}

/** The user's services, newest first; services have neither photos nor an advert page (so no views). */
export async function servicesOf(db: Database, userId: number, f: ListingsFilter): Promise<DashboardPageOf<DashboardListing>> {
  const status = f.status === undefined ? sql`true` : sql`s.is_published = ${f.status === 'published'}`;
  const search = f.search ? sql`s.service_title ilike ${likeOf(f.search)}` : sql`true`;
  const { rows } = await sql<DashboardListing & { total: number }>`
    with page as (
      select s.id, count(*) over ()::int as total from services s
      where s.user_id = ${userId}::int and ${status} and ${search}
      order by s.created_at desc, s.id desc
      limit ${LISTING_PAGE_SIZE} offset ${(f.page - 1) * LISTING_PAGE_SIZE}
    )
    select s.id, s.service_title as title, s.price, null as photo,
      case when s.is_published then 'published' else 'unpublished' end as status,
      0 as views,
      (select count(*)::int from ${enquiriesReceived(userId)} e where e.service_id = s.id) as enquiries,
      s.created_at, page.total
    from page join services s on s.id = page.id
    order by s.created_at desc, s.id desc`.execute(db);
  return pageOf(rows, f.page);
}
