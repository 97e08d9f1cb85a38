import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isSafeKey, type Storage } from './keys.ts';

/**
 * An S3-compatible bucket by configuration: S3_BUCKET, S3_REGION, S3_ENDPOINT (MinIO, R2, a CDN's
 * origin bucket; AWS's own when unset), S3_PREFIX. Credentials come the SDK's usual way
 * (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance or pod role), never from here.
 */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  /** Folder-like prefix inside the bucket ("images/"), or "". */
  prefix: string;
  /** Path-style addresses (http://host/bucket/key): what most self-hosted S3 servers want. */
  forcePathStyle: boolean;
}

/** How long browsers and CDNs keep an image: keys are new for each upload, as the local route says. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/** Images in a bucket, through the official AWS SDK; every key is checked as the local store checks it. */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    this.client =
      client ??
      new S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
        forcePathStyle: settings.forcePathStyle,
      });
  }

  private keyOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return `${this.settings.prefix}${key}`;
  }

  async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.keyOf(key),
        Body: typeof body === 'string' ? Buffer.from(body) : body,
        ContentType: contentType,
        CacheControl: IMAGE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    if (!isSafeKey(key)) return null;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      if (!object.Body) return null;
      return { body: Buffer.from(await object.Body.transformToByteArray()), contentType: contentTypeOf(key)! };
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isSafeKey(key)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
      return true;
    } catch (error) {
      if (missing(error)) return false;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.keyOf(key) }));
  }
}
