import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_core.ts';

/** Versioned migrations, applied in key order. Append; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_core': m0001,
};
