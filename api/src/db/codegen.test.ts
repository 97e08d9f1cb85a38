import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GENERATED_FILE, generatedTypes } from './codegen.ts';
import { MIGRATIONS_INDEX, migrationsIndexSource } from './migrationsIndex.ts';

// The migrations and the introspection are the same on PostgreSQL: one run, on PGlite, is enough.
const skip = process.env.DATABASE_URL ? 'checked in the PGlite run' : false;

test(
  'the checked-in table types are what kysely-codegen reads from the migrated database (npm run db-types in api/ rewrites them)',
  { skip },
  async () => {
    assert.equal(readFileSync(GENERATED_FILE, 'utf8'), await generatedTypes());
  },
);

test('the migrations index lists every migration file of the folder (npm run generate rewrites it)', () => {
  assert.equal(readFileSync(MIGRATIONS_INDEX, 'utf8'), migrationsIndexSource());
});
