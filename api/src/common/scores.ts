import { sql, type RawBuilder } from 'kysely';
import { reviewCriteria, type ReviewType } from '@marketplace/shared/src/entities/review.ts';

const columnsOf = (kind: ReviewType, alias: string) => reviewCriteria(kind).map(({ column }) => `${alias}.${String(column)}`);

/** The score columns of a kind of review, from shared's criteria: `r.review_amenities, r.review_crime, ...`. */
export const scoreColumnsSql = (kind: ReviewType, alias = 'r'): RawBuilder<unknown> => sql.raw(columnsOf(kind, alias).join(', '));

/** A review's mean score in SQL, from shared's criteria: `(r.review_communication + r.review_value) / 2.0`. */
export const meanScoreSql = (kind: ReviewType, alias = 'r'): RawBuilder<number> => {
  const columns = columnsOf(kind, alias);
  return sql.raw(`(${columns.join(' + ')}) / ${columns.length}.0`);
};
