import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { S3Storage, type S3Settings } from './s3.ts';
import { contentTypeOf, isSafeKey, type Storage } from './keys.ts';

export { contentTypeOf, isSafeKey, type Storage } from './keys.ts';

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

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }
}

/** The store a configuration names: the bucket when S3_BUCKET is set, else the local folder. */
export function storageFor(config: { storageDir: string; s3: S3Settings | null }): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.storageDir);
}

/** GET /storage/* serves stored images with their content type and a day's caching. */
export async function storageFeature(
  app: FastifyInstance,
  ctx: { storage?: Storage; config: Parameters<typeof storageFor>[0] },
): Promise<void> {
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
