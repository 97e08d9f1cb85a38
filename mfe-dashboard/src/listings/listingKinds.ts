/** What differs between the portfolio (adverts) and the services list: their API paths and the supply remote's editor. */
export interface ListingKind {
  noun: string;
  /** GET list, and the base of the supply remote's writes: api/user/adverts/{id}/publish, ... */
  api: 'api/user/adverts' | 'api/user/services';
  editor: '/add-edit-ad' | '/add-edit-service';
  previewable: boolean;
}

export const ADVERTS: ListingKind = { noun: 'advert', api: 'api/user/adverts', editor: '/add-edit-ad', previewable: true };
export const SERVICES: ListingKind = { noun: 'service', api: 'api/user/services', editor: '/add-edit-service', previewable: false };

/** The list's query string; the first page, no filter and an empty search are left out. */
export function listingsQuery(f: { status: string; search: string; page: number }): string {
  const q = new URLSearchParams();
  if (f.status) q.set('status', f.status);
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.page > 1) q.set('page', String(f.page));
  const text = q.toString();
  return text ? `?${text}` : '';
}
