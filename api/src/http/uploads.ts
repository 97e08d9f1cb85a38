import type { FastifyError, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError, ValidationError } from './errors.ts';

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

/**
 * Routes of this scope take files: their multipart bodies are streamed part by part (@fastify/multipart)
 * for the handler to read off its database turn (http/admission.ts offTurn), instead of being read whole
 * as every other form is (http/bodies.ts). A malformed body is a 400, never a 5xx.
 */
export async function takesFiles(
  scope: Pick<FastifyInstance, 'removeContentTypeParser' | 'register' | 'setErrorHandler'>,
  limits: FileLimits,
): Promise<void> {
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
