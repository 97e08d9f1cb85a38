/**
 * Where images live. `file_path` values stored on rows are keys of this store ("adverts/house-003.svg");
 * the browser loads them from `${imageBaseUrl}/${file_path}`. A local folder by default; an
 * S3-compatible bucket (s3.ts) when S3_BUCKET is set.
 */
export interface Storage {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the key; a key that is not there is no error. */
  delete(key: string): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string | null {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? null;
}

/**
 * A key is a relative path of plain segments: no "..", no ".", no empty segment, no backslash or
 * control character, and a known file type. Anything else cannot name a file of ours.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 300) return false;
  if (/[\\\p{Cc}]/u.test(key) || key.startsWith('/')) return false;
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || !/^[A-Za-z0-9._-]+$/.test(s))) return false;
  return contentTypeOf(key) !== null;
}
