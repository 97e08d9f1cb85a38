/**
 * Stored JSON whose shape has a version, migrated when read, as tldraw migrates its records: each kind of
 * stored JSON is a sequence of migrations, the one of version n turning a value of version n - 1 into
 * version n. A row keeps the version it was written at (version 0: written before versions existed); a
 * read brings it up to the current version, and a write stores the current one, so an old shape is never
 * read as a new one nor refused for being old.
 */
export interface Migration {
  version: number;
  /** What changed in the shape, and why. */
  why: string;
  up(value: Record<string, unknown>): Record<string, unknown>;
}

export interface MigrationSequence {
  /** The stored JSON it is for, in the product's words. */
  name: string;
  /** Versions 1, 2, ... in order. */
  migrations: readonly Migration[];
}

/** The version a write stores. */
export const currentVersion = (sequence: MigrationSequence): number => sequence.migrations.at(-1)?.version ?? 0;

/** Throws unless the versions run 1, 2, ... : a gap or a repeat would skip or repeat a change. */
export function checkedSequence<S extends MigrationSequence>(sequence: S): S {
  sequence.migrations.forEach((migration, i) => {
    if (migration.version !== i + 1) throw new Error(`${sequence.name}: migration ${i + 1} says it is version ${migration.version}`);
  });
  return sequence;
}

/** Whether this API can read a value written at `version`: not one a later API wrote (before a rollback). */
export const readable = (sequence: MigrationSequence, version: number): boolean => version <= currentVersion(sequence);

/**
 * A stored value brought from the version it was written at to the current one. A value written by a
 * later version than this API knows is refused rather than misread (callers ask `readable` first).
 */
export function migrated(sequence: MigrationSequence, value: unknown, version: number): Record<string, unknown> {
  const current = currentVersion(sequence);
  if (version > current) throw new Error(`${sequence.name} of version ${version} is newer than this API's ${current}`);
  let record = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  for (const migration of sequence.migrations) if (migration.version > version) record = migration.up(record);
  return record;
}
