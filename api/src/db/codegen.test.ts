import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { GENERATED_FILE, generatedTypes } from './codegen.ts';

// The migrations and the introspection are the same on PostgreSQL: one run, on PGlite, is enough.
const skip = process.env.DATABASE_URL ? 'checked in the PGlite run' : false;

test(
  'the checked-in table types are what kysely-codegen reads from the migrated database (npm run db-types in api/ rewrites them)',
  { skip },
  async () => {
    assert.equal(readFileSync(GENERATED_FILE, 'utf8'), await generatedTypes());
  },
);
