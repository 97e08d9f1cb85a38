import {
  CanaryBody,
  CanaryPercentBody,
  DeliveryQuery,
  PreviewBody,
  ReleaseRemotePath,
  RollbackBody,
} from '@marketplace/shared/src/schemas/releases.ts';
import { ReleaseDeliveryAnswer, ReleasePreviewAnswer, ReleasesOverviewAnswer } from '@marketplace/shared/src/answers/releases.ts';
import { DELIVERY_AUDIT_READ, deliveryFigures } from '@marketplace/release/delivery.mjs';
import {
  approveStep,
  auditRefusal,
  ConflictError,
  dropCanary,
  holdCanary,
  makePreviewLink,
  NotFoundError,
  promote,
  ReasonRequiredError,
  ReleaseError,
  resumeCanary,
  rollback,
  setCanaryPercent,
} from '@marketplace/release/releases.mjs';
import type { AuditAction } from '@marketplace/release/registry.mjs';
import type { AppContext } from '../context.ts';
import type { SignedInApp } from '../auth/index.ts';
import { HttpError, ValidationError } from '../http/errors.ts';
import { consoleUserOf, FORBIDDEN } from './access.ts';
import { AUDIT_SHOWN, buildOverview, withText } from './overview.ts';
import { pointerContext, registryStoreOf } from '../common/release-registry.ts';
import { announceChange, CanaryWatch } from './watch.ts';

/**
 * Release errors as the API answers them: a remote or version that does not exist 404, a registry changed
 * meanwhile 409, a move that needs the person's reason 422 naming the note, else 422.
 */
function asHttpError(error: unknown): unknown {
  if (error instanceof NotFoundError) return new HttpError(404, error.message);
  if (error instanceof ReasonRequiredError) return new ValidationError({ note: [error.message] });
  if (error instanceof ConflictError) return new HttpError(409, error.message);
  if (error instanceof ReleaseError) return new HttpError(422, error.message);
  return error;
}

/** What each move's route attempts, as a refused move names it in the audit log. */
const ATTEMPTED: Record<string, AuditAction> = {
  rollback: 'rollback',
  promote: 'promote',
  abort: 'drop-canary',
  canary: 'canary-percent',
  hold: 'hold-canary',
  resume: 'resume-canary',
  approve: 'canary-percent',
  preview: 'preview-link',
};
const REMOTE_NAME = /^mfe-[a-z0-9-]{1,60}$/;

/**
 * The release console's API (issue 31; issue 41, item 7): release managers only (401 signed out, 403 for
 * anyone else, decided before the body is read, and a forbidden move is audited), CSRF on every move (the
 * session hook), each move through the same functions as the command line (release/releases.mjs) and
 * written to the audit log with the person's e-mail and note, refused ones too. Every answer is the whole
 * overview; the consoles of other release managers hear of each move on the private releases channel. The
 * canary watch runs here too.
 */
export async function releasesFeature(app: SignedInApp, ctx: AppContext): Promise<void> {
  const store = registryStoreOf(ctx.config);
  const pointer = pointerContext(ctx.config, store, (line) => app.log.info(line));
  const managers = new WeakMap<object, string>();
  // The role before the body: a tenant learns nothing of the moves' schema, and a forbidden move is audited.
  app.addHook('preValidation', async (request) => {
    const user = await consoleUserOf(request, ctx.db);
    if (user.isManager) {
      managers.set(request, user.email);
      return;
    }
    const [, remote = '', move = ''] = /^\/api\/releases\/([^/?]+)\/([a-z]+)/.exec(request.url) ?? [];
    const attempted = ATTEMPTED[move];
    if (request.method === 'POST' && attempted && REMOTE_NAME.test(remote))
      await auditRefusal(pointer, { remote, attempted, by: user.email }, 'not a release manager');
    throw new HttpError(403, FORBIDDEN);
  });
  /** The release manager the role check found (the hook runs before every route of this feature). */
  const managerOf = (request: object): string => {
    const email = managers.get(request);
    if (!email) throw new HttpError(403, FORBIDDEN);
    return email;
  };

  const watch = new CanaryWatch({ db: ctx.db, store, pointer, broadcaster: ctx.broadcaster, log: (line) => console.log(line) });
  watch.start(ctx.config.releases.watchIntervalMs);
  app.addHook('onClose', () => watch.stop());

  const overview = async () => {
    const { registry } = await store.read();
    return buildOverview(ctx.db, registry, await store.readAudit(AUDIT_SHOWN), pointer);
  };

  /** Runs a person's move on one remote, then tells the other consoles and answers with the new overview. */
  const move = async (remote: string, attempted: AuditAction, by: string, act: () => Promise<unknown>) => {
    const before = await store.read();
    if (!before.registry.remotes[remote]) {
      const reason = `${remote} has never been released`;
      if (REMOTE_NAME.test(remote)) await auditRefusal(pointer, { remote, attempted, by }, reason);
      throw new HttpError(404, reason);
    }
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
    managerOf(request);
    return overview();
  });

  app.get(
    '/api/releases/delivery',
    { schema: { querystring: DeliveryQuery, response: { 200: ReleaseDeliveryAnswer } } },
    async (request) => {
      managerOf(request);
      const to = new Date();
      const from = new Date(to.getTime() - request.query.days * 24 * 60 * 60_000);
      return deliveryFigures(await store.readAudit(DELIVERY_AUDIT_READ), { from, to });
    },
  );

  app.post(
    '/api/releases/:remote/rollback',
    { schema: { params: ReleaseRemotePath, body: RollbackBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const by = managerOf(request);
      const { to, live, note } = request.body;
      return move(request.params.remote, 'rollback', by, () =>
        rollback(pointer, request.params.remote, { to, expected: { live }, by, note }),
      );
    },
  );

  app.post(
    '/api/releases/:remote/promote',
    { schema: { params: ReleaseRemotePath, body: CanaryBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const by = managerOf(request);
      const { canary, note } = request.body;
      return move(request.params.remote, 'promote', by, () => promote(pointer, request.params.remote, { expected: { canary }, by, note }));
    },
  );

  app.post(
    '/api/releases/:remote/abort',
    { schema: { params: ReleaseRemotePath, body: CanaryBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const by = managerOf(request);
      const { canary, note } = request.body;
      return move(request.params.remote, 'drop-canary', by, () =>
        dropCanary(pointer, request.params.remote, { expected: { canary }, by, note }),
      );
    },
  );

  for (const [path, act, attempted] of [
    ['hold', holdCanary, 'hold-canary'],
    ['resume', resumeCanary, 'resume-canary'],
    ['approve', approveStep, 'canary-percent'],
  ] as const) {
    app.post(
      `/api/releases/:remote/${path}`,
      { schema: { params: ReleaseRemotePath, body: CanaryBody, response: { 200: ReleasesOverviewAnswer } } },
      async (request) => {
        const by = managerOf(request);
        const { canary, note } = request.body;
        return move(request.params.remote, attempted, by, () => act(pointer, request.params.remote, { expected: { canary }, by, note }));
      },
    );
  }

  // A preview link is signed with the secret the web origin checks it with (RELEASE_HEALTH_SECRET).
  app.post(
    '/api/releases/:remote/preview',
    { schema: { params: ReleaseRemotePath, body: PreviewBody, response: { 200: ReleasePreviewAnswer } } },
    async (request) => {
      const by = managerOf(request);
      const secret = ctx.config.releases.pageLoadSecret;
      if (!secret) throw new HttpError(422, 'preview links need RELEASE_HEALTH_SECRET, which the web origin shares');
      const { version, minutes } = request.body;
      try {
        return await makePreviewLink(pointer, request.params.remote, { version, minutes, secret, siteUrl: ctx.config.frontendUrl, by });
      } catch (error) {
        throw asHttpError(error);
      }
    },
  );

  app.post(
    '/api/releases/:remote/canary',
    { schema: { params: ReleaseRemotePath, body: CanaryPercentBody, response: { 200: ReleasesOverviewAnswer } } },
    async (request) => {
      const by = managerOf(request);
      const { canary, from_percent: fromPercent, percent, note } = request.body;
      return move(request.params.remote, 'canary-percent', by, () =>
        setCanaryPercent(pointer, request.params.remote, percent, { expected: { canary, percent: fromPercent }, by, note }),
      );
    },
  );
}
