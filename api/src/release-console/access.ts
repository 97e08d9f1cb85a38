import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/index.ts';
import { requireUser } from '../auth/index.ts';
import { HttpError } from '../http/errors.ts';

/** The role that may use the release console (migration 0060). */
export const RELEASE_MANAGER = 'release_manager';

/** The signed-in person (401 when signed out), with the e-mail the audit log names and whether they may move releases. */
export async function consoleUserOf(request: FastifyRequest, db: Database): Promise<{ id: number; email: string; isManager: boolean }> {
  const id = requireUser(request);
  const user = await db.selectFrom('users').select(['id', 'email', 'roles']).where('id', '=', id).executeTakeFirst();
  return { id, email: user?.email ?? `user ${id}`, isManager: Boolean(user?.roles.includes(RELEASE_MANAGER)) };
}

/** The signed-in release manager (401 when signed out, 403 for anyone else), with the e-mail the audit log names. */
export async function requireReleaseManager(request: FastifyRequest, db: Database): Promise<{ id: number; email: string }> {
  const { id, email, isManager } = await consoleUserOf(request, db);
  if (!isManager) throw new HttpError(403, FORBIDDEN);
  return { id, email };
}

export const FORBIDDEN = 'This action is unauthorized.';
