import type { FastifyError, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { HttpError } from './errors.ts';

// What the multipart parser (busboy and its parts) throws on a body it cannot read: the caller's
// malformed request, not a fault of ours.
const MALFORMED = /boundary|needle|unexpected end of multipart|terminated early/i;

/**
 * Multipart form fields (no files) for the routes of this scope: the spec's calls that the old
 * front end sent as multipart forms. Small limits, and a malformed body is a 400, never a 5xx.
 */
export async function multipartFields(scope: FastifyInstance, limits: { fields: number; fieldSize: number }): Promise<void> {
  await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, parts: limits.fields, ...limits } });
  scope.setErrorHandler((error: FastifyError) => {
    if (!error.statusCode && MALFORMED.test(error.message)) throw new HttpError(400, 'The multipart form could not be read.');
    throw error;
  });
}
