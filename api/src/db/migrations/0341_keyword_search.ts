import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_FILTER_FIELDS, type SearchFilterField } from '@marketplace/shared/src/entities/searchFilters.ts';
import { ADVERT_FEATURE_WORDS, DETAIL_FEATURE_WORDS } from '@marketplace/shared/src/entities/advertWords.ts';

const label = (key: string) => sql.lit((SEARCH_FILTER_FIELDS as Record<string, SearchFilterField>)[key]!.label);

/** A details row's feature words in SQL, as shared's detailFeatureWords writes them. */
function detailWords(alias: string): RawBuilder<string> {
  const cases = DETAIL_FEATURE_WORDS.map((key) => {
    const field: SearchFilterField = SEARCH_FILTER_FIELDS[key];
    const column = sql.ref(`${alias}.${field.column ?? key}`);
    return sql`case when ${field.kind === 'count' ? sql`${column} > 0` : column} then ${label(key)} end`;
  });
  return sql<string>`concat_ws(' ', ${sql.join(cases)})`;
}

/**
 * Keyword search (issue 43): each advert's words as PostgreSQL's full text search reads them, in English
 * (stemmed: 'gardens' finds 'garden'): its title (weight A), its features (B: the labels of its details'
 * features, kept by a trigger on property_details as `feature_words`, and of its own switches) and its
 * description (C: sanitised HTML, whose tags and entities the parser skips). A generated column with a GIN
 * index, so websearch_to_tsquery's `garden annexe "walk-in wardrobe" -auction` is answered from the index,
 * on PGlite as on PostgreSQL. A saved search keeps its words for the alerts' one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table properties add column feature_words text not null default ''`.execute(db);
  await sql`
    update properties p set feature_words = ${detailWords('d')}
    from property_details d where d.property_id = p.id`.execute(db);
  await sql`
    create function properties_refresh_feature_words() returns trigger language plpgsql as $$
    begin
      update properties p set feature_words = c.words
      from (select d.property_id, ${detailWords('d')} as words
            from property_details d where d.property_id in (select property_id from changed)) c
      where p.id = c.property_id and p.feature_words is distinct from c.words;
      return null;
    end $$`.execute(db);
  for (const event of ['insert', 'update'] as const) {
    await sql
      .raw(
        `create trigger property_details_${event}_feature_words after ${event} on property_details referencing new table as changed for each statement execute function properties_refresh_feature_words()`,
      )
      .execute(db);
  }
  // `||` rather than concat_ws: a generated column's expression must be immutable.
  const ownWords = sql.join(
    ADVERT_FEATURE_WORDS.map((key) => sql`case when ${sql.ref(key)} then ${sql.lit(`${SEARCH_FILTER_FIELDS[key].label} `)} else '' end`),
    sql` || `,
  );
  await sql`
    alter table properties add column search_text tsvector generated always as (
      setweight(to_tsvector('english', property_title), 'A')
      || setweight(to_tsvector('english', ${ownWords} || feature_words), 'B')
      || setweight(to_tsvector('english', property_description), 'C')
    ) stored`.execute(db);
  await sql`create index properties_search_text on properties using gin (search_text)`.execute(db);
  await sql`alter table saved_searches add column keywords text`.execute(db);
}
