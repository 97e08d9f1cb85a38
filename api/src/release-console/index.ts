import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CanaryBody, CanaryPercentBody, ReleaseRemotePath, RollbackBody } from '@marketplace/shared/src/schemas/releases.ts';
import { ReleasesOverviewAnswer } from '@marketplace/shared/src/answers/releases.ts';
import {
  ConflictError,
  dropCanary,
  NotFoundError,
  promote,
  ReleaseError,
  rollback,
  setCanaryPercent,
} from '@marketplace/release/releases.mjs';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { requireReleaseManager } from './access.ts';
import { AUDIT_SHOWN, buildOverview, withText } from './overview.ts';
import { pointerContext, registryStoreOf } from '../common/release-registry.ts';
import { announceChange, CanaryWatch } from './watch.ts';

/** Release errors as the API answers them: a remote or version that does not exist 404, a registry changed meanwhile 409, else 422. */
function asHttpError(error: unknown): unknown {
  if (error instanceof NotFoundError) return new HttpError(404, error.message);
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  if (error instanceof ReleaseError) return new HttpError(422, error.message);
  return error;
}

/**
 * The release console's API (issue 31): release managers only (401 signed out, 403 for anyone else), CSRF
 * on every move (the session hook), each move through the same functions as the command line
 * (release/releases.mjs) and written to the audit log with the person's e-mail and note. Every answer is
 * the whole overview; the consoles of other release managers hear of each move on the private releases
 * channel. The canary watch runs here too.
 */
export async function releasesFeature(server: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const store = registryStoreOf(ctx.config);
  const pointer = pointerContext(ctx.config, store, (line) => server.log.info(line));

  const watch = new CanaryWatch({ db: ctx.db, store, pointer, broadcaster: ctx.broadcaster, log: (line) => console.log(line) });
  watch.start(ctx.config.releases.watchIntervalMs);
  server.addHook('onClose', () => watch.stop());

  const overview = async () => {
    const { registry } = await store.read();
    return buildOverview(ctx.db, registry, await store.readAudit(AUDIT_SHOWN));
  };

  /** Runs a person's move on one remote, then tells the other consoles and answers with the new overview. */
  const move = async (remote: string, act: () => Promise<unknown>) => {
    const before = await store.read();
    if (!before.registry.remotes[remote]) throw new HttpError(404, `${remote} has never been released`);
    try {
      await act();
    } catch (error) {
      throw asHttpError(error);
    }
    if ((await store.read()).tag !== before.tag) {
      const [done] = await store.readAudit(1);
      await announceChange(ctx.broadcaster, { remote, audit: done ? withText(done) : null });
    }
    return overview();
  };

  app.get('/api/releases', { schema: { response: { 200: ReleasesOverviewAnswer } } }, async (request) => {
    await requireReleaseManager(request, ctx.db);
    return overview();
  });

  app.post(
    '/api/releases/:remote/rollback',
    { schema: { params: ReleaseRemotePath, body: RollbackBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const { email } = await requireReleaseManager(request, ctx.db);
      const { to, live, note } = request.body;
      return move(request.params.remote, () => rollback(pointer, request.params.remote, { to, expected: { live }, by: email, note }));
    },
  );

  app.post(
    '/api/releases/:remote/promote',
    { schema: { params: ReleaseRemotePath, body: CanaryBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const { email } = await requireReleaseManager(request, ctx.db);
      const { canary, note } = request.body;
      return move(request.params.remote, () => promote(pointer, request.params.remote, { expected: { canary }, by: email, note }));
    },
  );

  app.post(
    '/api/releases/:remote/abort',
    { schema: { params: ReleaseRemotePath, body: CanaryBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const { email } = await requireReleaseManager(request, ctx.db);
      const { canary, note } = request.body;
      return move(request.params.remote, () => dropCanary(pointer, request.params.remote, { expected: { canary }, by: email, note }));
    },
  );

  app.post(
    '/api/releases/:remote/canary',
    { schema: { params: ReleaseRemotePath, body: CanaryPercentBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const { email } = await requireReleaseManager(request, ctx.db);
      const { canary, from_percent: fromPercent, percent, note } = request.body;
      return move(request.params.remote, () =>
        setCanaryPercent(pointer, request.params.remote, percent, { expected: { canary, percent: fromPercent }, by: email, note }),
      );
    },
  );
}
