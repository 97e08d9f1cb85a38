/**
 * Two versions of one record side by side (issue 40): what an edit changed against what was saved
 * meanwhile, field by field, for the conflict dialog a 409 opens. Pure, so a form and its tests agree.
 */

export interface FieldChange {
  /** The field in words: 'Property title', 'Room 2: price'. */
  field: string;
  mine: string;
  saved: string;
}

const words = (key: string) => {
  const text = key.replace(/_/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The name of a path's field: 'rooms.1.price' reads 'Rooms 2: price'. */
function fieldName(path: Array<string | number>): string {
  const parts: string[] = [];
  for (const [i, step] of path.entries()) {
    if (typeof step === 'number') parts[parts.length - 1] = `${parts[parts.length - 1] ?? 'Item'} ${step + 1}`;
    else parts.push(i === 0 ? words(step) : step.replace(/_/g, ' '));
  }
  return parts.join(': ');
}

/** Every field whose value differs between `mine` and `saved`, in the order `mine` holds them, then those only `saved` has. */
export function changedFields(mine: unknown, saved: unknown, ignore: readonly string[] = []): FieldChange[] {
  const changes: FieldChange[] = [];
  const walk = (a: unknown, b: unknown, path: Array<string | number>) => {
    if (path.length === 1 && ignore.includes(String(path[0]))) return;
    if (isRecord(a) && isRecord(b)) {
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], [...path, key]);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], [...path, i]);
      return;
    }
    if (shown(a) !== shown(b)) changes.push({ field: fieldName(path), mine: shown(a), saved: shown(b) });
  };
  walk(mine, saved, []);
  return changes;
}
