import { sql, type Kysely } from 'kysely';

/** Photos of a service, in the order its provider sets (the same shape as an advert's photos). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table service_images (
      id serial primary key,
      service_id integer not null references services(id) on delete cascade,
      file_path text not null,
      position integer not null default 0
    )`.execute(db);
  await sql`create index service_images_service on service_images (service_id, position)`.execute(db);
}
