/**
 * Building blocks shared by the entity types. The API grew out of a Laravel app, so flags may arrive
 * as booleans or as 0/1 and rules only test them for truthiness.
 */
export type Flag = boolean | 0 | 1;

/** A stored file (photo, floorplan, user picture): the URL is `imageUrl(file_path)`. */
export interface StoredImage {
  id?: number;
  file_path: string;
}

/** The highest price in pounds an advert, a room, a service or a fee may ask (the API's numeric column). */
export const PRICE_MAX = 999_999_999_999;
/** The highest count of a detail: rooms, beds, floors, parking spaces. */
export const COUNT_MAX = 9999;

/** A catalogue entry read as `{id, type}` (category, type, rent type, occupation...). */
export interface TypeRef {
  id: number;
  type: string;
}

/** Server validation errors, keyed by field, each with its messages (Laravel's shape). */
export type ApiErrors = Record<string, string[]>;

/** The body of a failed call. */
export interface ApiErrorBody {
  message?: string;
  errors?: ApiErrors;
  [key: string]: unknown;
}

/** A page of results: data, meta (current_page, last_page), links (first, prev, next). */
export interface Paginated<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page?: number; total?: number; [key: string]: unknown };
  links: { first: string | null; prev: string | null; next: string | null; last?: string | null };
}
