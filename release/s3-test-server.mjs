// A small S3-protocol server for the release tests, on loopback only. Why our own: a bucket release moves
// the registry object by a conditional write (If-Match on its ETag, If-None-Match: * for the first one), and
// s3rver, the npm server the image tests use, ignores both headers, as do the other S3 servers npm or
// Debian install here; a race test against them would prove nothing. This one speaks what the AWS SDK
// sends for the calls the release package makes, path-style (http://host/bucket/key): PUT, GET, HEAD and
// DELETE of an object, CreateBucket, and ListObjectsV2. Conditional PUTs follow AWS's documentation
// (https://docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html):
// - If-None-Match: * on a key that exists: 412 PreconditionFailed;
// - If-Match on a key that does not exist: 404 NoSuchKey; on one whose ETag differs: 412 PreconditionFailed;
// - a conditional PUT during which another write of the key completed: 409 ConditionalRequestConflict.
// A gate (`hold`) keeps conditional PUTs of one key waiting until that many have come, so a test can
// make writers race for certain.
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';

/**
 * @typedef {{ body: Buffer, etag: string, headers: Record<string, string>, modified: Date }} StoredObject
 * @typedef {{ key: string, count: number, timeoutMs?: number }} Gate
 * @typedef {{
 *   url: string,
 *   objects: Map<string, StoredObject>,
 *   rejected: { status: number, key: string }[],
 *   hold(gate: Gate): void,
 *   close(): Promise<void>,
 * }} TestS3
 */

/** The object headers a PUT sets and a GET gives back. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control'];

/** @param {string} text */
const xmlEscape = (text) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 */
function fail(res, status, code, message) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message></Error>`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(body)) });
  res.end(body);
}

/**
 * Starts the server on 127.0.0.1 and an ephemeral port.
 * @returns {Promise<TestS3>}
 */
export async function startTestS3() {
  /** @type {Gate | null} */
  let gate = null;
  /** @type {Map<string, StoredObject>} bucket/key → object */
  const objects = new Map();
  /** @type {Set<string>} */
  const buckets = new Set();
  /** How many writes each bucket/key has had: a conditional PUT that sees it move while it runs conflicts. */
  /** @type {Map<string, number>} */
  const writes = new Map();
  /** @type {{ status: number, key: string }[]} */
  const rejected = [];
  /** @type {(() => void)[]} */
  let waiting = [];
  let gateOpen = true;

  /** @param {string} key */
  const holdAtGate = (key) =>
    new Promise((resolve) => {
      if (gateOpen || !gate || key !== gate.key) return resolve(undefined);
      waiting.push(() => resolve(undefined));
      const open = () => {
        gateOpen = true;
        const held = waiting;
        waiting = [];
        held.forEach((release) => release());
      };
      if (waiting.length >= gate.count) open();
      else if (waiting.length === 1) setTimeout(open, gate.timeoutMs ?? 10_000).unref();
    });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const id = `${bucket}/${key}`;
    const writesAtStart = writes.get(id) ?? 0;
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      const method = req.method ?? 'GET';
      if (!key) {
        if (method === 'PUT') {
          buckets.add(bucket);
          res.writeHead(200, { Location: `/${bucket}` }).end();
        } else if (method === 'GET' && url.searchParams.get('list-type') === '2') list(res, bucket, url.searchParams);
        else fail(res, 405, 'MethodNotAllowed', `${method} on a bucket`);
        return;
      }
      if (!buckets.has(bucket)) return fail(res, 404, 'NoSuchBucket', `no bucket ${bucket}`);
      const object = objects.get(id);
      if (method === 'PUT') {
        const ifMatch = req.headers['if-match'];
        const ifNoneMatch = req.headers['if-none-match'];
        if (ifMatch !== undefined || ifNoneMatch !== undefined) {
          await holdAtGate(key);
          const current = objects.get(id);
          /** @param {number} status @param {string} code @param {string} message */
          const reject = (status, code, message) => {
            rejected.push({ status, key });
            fail(res, status, code, message);
          };
          if ((writes.get(id) ?? 0) !== writesAtStart)
            return reject(409, 'ConditionalRequestConflict', 'A conflicting operation occurred during this upload.');
          if (ifNoneMatch === '*' && current) return reject(412, 'PreconditionFailed', 'At least one of the preconditions failed.');
          if (ifMatch !== undefined && !current) return reject(404, 'NoSuchKey', 'The specified key does not exist.');
          if (ifMatch !== undefined && current && ifMatch !== current.etag)
            return reject(412, 'PreconditionFailed', 'At least one of the preconditions failed.');
        }
        const body = Buffer.concat(chunks);
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        /** @type {Record<string, string>} */
        const headers = {};
        for (const name of KEPT_HEADERS) {
          const value = req.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        objects.set(id, { body, etag, headers, modified: new Date() });
        writes.set(id, (writes.get(id) ?? 0) + 1);
        res.writeHead(200, { ETag: etag }).end();
        return;
      }
      if (method === 'DELETE') {
        if (objects.delete(id)) writes.set(id, (writes.get(id) ?? 0) + 1);
        res.writeHead(204).end();
        return;
      }
      if (method !== 'GET' && method !== 'HEAD') return fail(res, 405, 'MethodNotAllowed', `${method} on an object`);
      if (!object) {
        if (method === 'HEAD') res.writeHead(404).end();
        else fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        return;
      }
      res.writeHead(200, {
        ...object.headers,
        ETag: object.etag,
        'Last-Modified': object.modified.toUTCString(),
        'Content-Length': String(object.body.length),
      });
      res.end(method === 'HEAD' ? undefined : object.body);
    });
  });

  /**
   * ListObjectsV2: keys in ascending order after the continuation token, at most max-keys (1000) of them.
   * @param {import('node:http').ServerResponse} res
   * @param {string} bucket
   * @param {URLSearchParams} params
   */
  function list(res, bucket, params) {
    if (!buckets.has(bucket)) return fail(res, 404, 'NoSuchBucket', `no bucket ${bucket}`);
    const prefix = params.get('prefix') ?? '';
    const max = Math.min(Number(params.get('max-keys') ?? 1000), 1000);
    const after = params.get('continuation-token') ?? params.get('start-after') ?? '';
    const keys = [...objects.keys()]
      .filter((id) => id.startsWith(`${bucket}/`))
      .map((id) => id.slice(bucket.length + 1))
      .filter((key) => key.startsWith(prefix) && key > after)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const object = /** @type {StoredObject} */ (objects.get(`${bucket}/${key}`));
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${object.modified.toISOString()}</LastModified><ETag>${xmlEscape(object.etag)}</ETag><Size>${object.body.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1) ?? '')}</NextContinuationToken>` : '';
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xmlEscape(bucket)}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${next}</ListBucketResult>`;
    res.writeHead(200, { 'Content-Type': 'application/xml', 'Content-Length': String(Buffer.byteLength(body)) }).end(body);
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    rejected,
    hold(next) {
      gate = next;
      gateOpen = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
