import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';

/**
 * Where images live. `file_path` values stored on rows are keys of this store ("adverts/house-003.svg");
 * the browser loads them from `${imageBaseUrl}/${file_path}`. A local folder by default; an
 * S3-compatible bucket implements the same three methods.
 */
export interface Storage {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  exists(key: string): Promise<boolean>;
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

export class LocalStorage implements Storage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const full = resolve(join(this.root, key));
    // Belt and braces: the resolved path must stay inside the root.
    if (!full.startsWith(this.root + sep)) throw new Error(`unsafe storage key: ${key}`);
    return full;
  }

  async put(key: string, body: Buffer | string, _contentType: string): Promise<void> {
    const full = this.pathOf(key);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, body);
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!isSafeKey(key)) return null;
    try {
      return { body: await readFile(this.pathOf(key)), contentType: contentTypeOf(key)! };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }
}

/** The store a configuration names (the local folder; S3-compatible stores plug in here). */
export function storageFor(config: { storageDir: string }): Storage {
  return new LocalStorage(config.storageDir);
}

/** GET /storage/* serves stored images with their content type and a day's caching. */
export function storageFeature(app: FastifyInstance, ctx: AppContext): void {
  const storage = ctx.storage ?? storageFor(ctx.config);
  app.get('/storage/*', async (request, reply) => {
    let key: string;
    try {
      key = decodeURIComponent((request.params as { '*': string })['*']);
    } catch {
      return reply.status(400).send({ message: 'Bad Request' });
    }
    const file = isSafeKey(key) ? await storage.get(key) : null;
    if (!file) return reply.status(404).send({ message: 'Not Found' });
    return (
      reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        // SVGs are images here: no script runs even if one is opened directly.
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(file.body)
    );
  });
}
