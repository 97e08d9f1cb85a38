import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { requireUser } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';

/** The role that may use the release console (migration 0060). */
export const RELEASE_MANAGER = 'release_manager';

/** The signed-in release manager (401 when signed out, 403 for anyone else), with the e-mail the audit log names. */
export async function requireReleaseManager(request: FastifyRequest, db: Database): Promise<{ id: number; email: string }> {
  const id = requireUser(request);
  const user = await db.selectFrom('users').select(['id', 'email', 'roles']).where('id', '=', id).executeTakeFirst();
  if (!user?.roles.includes(RELEASE_MANAGER)) throw new HttpError(403, 'This action is unauthorized.');
  return { id: user.id, email: user.email };
}
