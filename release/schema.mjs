// Versions of the JSON the release package keeps (the registry, each audit entry, a version's public
// surface), as tldraw versions its records: each document says which schema wrote it, and a reader
// migrates an older one step by step on read, so a registry written months ago by an older checkout is
// read as today's shape and written back in it on the next move. A document from a newer schema than
// this code knows is refused rather than guessed at (an old checkout must not rewrite a newer registry).

/**
 * @typedef {{ version: number, description: string, up: (doc: Record<string, any>) => void }} Migration
 *   `up` changes a document of `version - 1` in place into one of `version`
 * @typedef {{ name: string, field: string, migrations: Migration[] }} MigrationSequence `field` holds the
 *   document's version; a document without it is version 1 (today's shapes before versions existed)
 */

/**
 * The version a sequence's documents are written in: its last migration's, or 1.
 * @param {MigrationSequence} sequence
 */
export const currentVersion = (sequence) => sequence.migrations.at(-1)?.version ?? 1;

/**
 * Checks a sequence as tldraw's `createMigrationSequence` does: versions from 2, each one more than the last.
 * @param {MigrationSequence} sequence
 * @returns {MigrationSequence}
 */
export function migrationSequence(sequence) {
  sequence.migrations.forEach((migration, i) => {
    if (migration.version !== i + 2) throw new Error(`${sequence.name}: migration ${i} must be version ${i + 2}, not ${migration.version}`);
  });
  return sequence;
}

/**
 * The document in this code's current version, migrated from whatever version wrote it (a copy: the one
 * given is left as it was). Throws when it was written by a newer schema, or is not an object.
 * @template T
 * @param {MigrationSequence} sequence
 * @param {unknown} doc
 * @param {string} where what the document is, for the message
 * @returns {T}
 */
export function migrate(sequence, doc, where) {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) throw new Error(`${where} is not a ${sequence.name} object`);
  /** @type {Record<string, any>} */
  const copy = structuredClone(doc);
  const from = copy[sequence.field] ?? 1;
  const to = currentVersion(sequence);
  if (!Number.isInteger(from) || from < 1) throw new Error(`${where} has no valid ${sequence.field} (${JSON.stringify(from)})`);
  if (from > to) {
    throw new Error(
      `${where} was written by a newer release package (${sequence.name} schema ${from}; this one knows ${to}): update this checkout`,
    );
  }
  for (const migration of sequence.migrations) if (migration.version > from) migration.up(copy);
  copy[sequence.field] = to;
  return /** @type {T} */ (copy);
}
