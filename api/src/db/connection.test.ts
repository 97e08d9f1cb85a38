import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { openDatabase } from './index.ts';

// PGlite has no JIT and no statement timer: these settings are PostgreSQL's.
const skip = process.env.DATABASE_URL ? false : 'PostgreSQL only: the PostgreSQL pass runs this';

test("the API's PostgreSQL connections run with JIT off and the statement limit asked for", { skip }, async () => {
  const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: 'unused', statementTimeoutMs: 5000 });
  try {
    const jit = await sql<{ jit: string }>`show jit`.execute(handle.db);
    const timeout = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(handle.db);
    assert.equal(jit.rows[0]?.jit, 'off');
    assert.equal(timeout.rows[0]?.statement_timeout, '5s');
  } finally {
    await handle.close();
  }
});
