import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Busboy } from '@fastify/busboy';
import qs from 'qs';
import { HttpError } from './errors.ts';

/** Fields one form may carry (PHP's max_input_vars). */
export const MAX_FORM_FIELDS = 1000;

// PHP's bracket names, as Laravel reads them: `rooms[0][id]=3` is `{rooms: [{id: '3'}]}`. A repeated
// plain name is a list. Keys such as `__proto__` are dropped (qs's allowPrototypes: false).
const FORM_NAMES: qs.IParseOptions = {
  depth: 10,
  arrayLimit: MAX_FORM_FIELDS,
  parameterLimit: MAX_FORM_FIELDS,
  throwOnLimitExceeded: true,
};

const TOO_MANY_FIELDS = 'The form has too many fields.';
const NO_FILES = 'This form takes no files.';
const UNREADABLE = 'The multipart form could not be read.';

function formFields(text: string): Record<string, unknown> {
  try {
    return qs.parse(text, FORM_NAMES);
  } catch (error) {
    if (error instanceof RangeError) throw new HttpError(413, TOO_MANY_FIELDS);
    throw error;
  }
}

/** The fields of a multipart body already read whole (within the route's body limit); a file part is refused. */
function multipartFields(request: FastifyRequest, body: Buffer): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: InstanceType<typeof Busboy>;
    try {
      parser = new Busboy({
        headers: { ...request.headers, 'content-type': request.headers['content-type'] ?? '' },
        limits: { files: 0, fields: MAX_FORM_FIELDS, parts: MAX_FORM_FIELDS, fieldSize: body.length + 1 },
      });
    } catch {
      reject(new HttpError(400, UNREADABLE));
      return;
    }
    const pairs: Array<[string, string]> = [];
    let refused: HttpError | null = null;
    const refuse = (error: HttpError) => (refused ??= error);
    parser.on('field', (name: string, value: string) => pairs.push([name, value]));
    parser.on('file', (_name: string, stream: NodeJS.ReadableStream) => {
      stream.resume();
      refuse(new HttpError(413, NO_FILES));
    });
    parser.on('filesLimit', () => refuse(new HttpError(413, NO_FILES)));
    parser.on('fieldsLimit', () => refuse(new HttpError(413, TOO_MANY_FIELDS)));
    parser.on('partsLimit', () => refuse(new HttpError(413, TOO_MANY_FIELDS)));
    parser.on('error', () => reject(refused ?? new HttpError(400, UNREADABLE)));
    parser.on('finish', () => {
      if (refused) return reject(refused);
      try {
        resolve(formFields(new URLSearchParams(pairs).toString()));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    parser.end(body);
  });
}

/**
 * Bodies as Laravel takes them, once for every route: JSON (Fastify's own parser), urlencoded and
 * multipart forms with the same field names, each read whole within the route's `bodyLimit` and
 * refused with 413 before it is read when its declared length is over it. A route that takes files
 * (photos) replaces the multipart parser in its own scope and streams them.
 */
export function formBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, async (_request: FastifyRequest, body: string) =>
    formFields(body),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) =>
    multipartFields(request, body),
  );
  // Fastify checks the declared length against the limit only for the bodies it reads itself.
  app.addHook('preParsing', async (request, _reply, payload) => {
    const declared = Number(request.headers['content-length']);
    if (declared > request.routeOptions.bodyLimit) throw new HttpError(413, 'Request body is too large');
    return payload;
  });
}
