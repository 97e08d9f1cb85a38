import { readFile } from 'node:fs/promises';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, ValidationError } from './errors.ts';
import { OVERLOADED } from './admission.ts';

// What the multipart parser (busboy and its parts) throws on a body it cannot read: the caller's
// malformed request, not a fault of ours.
const MALFORMED = /boundary|needle|unexpected end of multipart|terminated early/i;

export interface FileLimits {
  /** The form field the files come under, named in a 422. */
  field: string;
  files: number;
  fileSize: number;
  /** Plain fields besides the files. */
  fields: number;
  /** The 422 for a file over `fileSize`. */
  tooLarge: string;
}

/** The most a request of this scope may send: its files and a little for the form around them. */
export const uploadBodyLimit = (limits: Pick<FileLimits, 'files' | 'fileSize'>) => limits.files * limits.fileSize + 1024 * 1024;

/** Seconds a client refused by a draining process waits before it tries again (on another node, through the load balancer). */
const DRAINING_RETRY_AFTER_SECONDS = 1;

/**
 * Routes of this scope take files: their multipart bodies are read by the handler (@fastify/multipart)
 * off its database turn (http/admission.ts offTurn) with `wholeUpload`, to disk rather than memory, instead
 * of being parsed before it as every other form is (http/bodies.ts). A malformed body is a 400, never a
 * 5xx. A process that is draining refuses a new upload at once, before reading it, with a 503 the client
 * may try again at once: the upload would otherwise start on a process about to cut it.
 */
export async function takesFiles(
  scope: Pick<FastifyInstance, 'addHook' | 'drain' | 'removeContentTypeParser' | 'register' | 'setErrorHandler'>,
  limits: FileLimits,
): Promise<void> {
  scope.addHook('onRequest', async (_request, reply) => {
    if (!scope.drain.draining) return;
    reply.header('Retry-After', String(DRAINING_RETRY_AFTER_SECONDS)).header('Connection', 'close');
    throw new HttpError(503, OVERLOADED);
  });
  scope.removeContentTypeParser('multipart/form-data');
  await scope.register(multipart, {
    limits: { files: limits.files, fileSize: limits.fileSize, fields: limits.fields, parts: limits.files + limits.fields, fieldSize: 1000 },
  });
  scope.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError({ [limits.field]: [limits.tooLarge] });
    if (!error.statusCode && MALFORMED.test(error.message)) throw new HttpError(400, 'The multipart form could not be read.');
    throw error;
  });
}

/** A file of an upload, saved whole before any work on it. */
export interface UploadedFile {
  fieldname: string;
  read(): Promise<Buffer>;
}

/**
 * The request's whole multipart body, read before any work on it starts: each file saved to a temporary
 * file (removed once the request is answered) and the plain fields. Until the body is in, silence on the
 * socket is the client's, and the server's idle timeout rightly ends it; once in, work that takes long
 * (re-encoding 30 photos on a busy machine) is never mistaken for a stalled client and answered 408.
 */
export async function wholeUpload(request: FastifyRequest): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  const { files, values } = await request.saveRequestFiles();
  const fields: Record<string, string> = {};
  for (const [name, part] of Object.entries(values)) {
    const value = (Array.isArray(part) ? part[0] : part) as { type?: string; value?: unknown } | undefined;
    if (value?.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }
  return { files: files.map((file) => ({ fieldname: file.fieldname, read: () => readFile(file.filepath) })), fields };
}
