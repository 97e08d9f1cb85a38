import Fastify, { type FastifyInstance, type FastifyError, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import underPressure from '@fastify/under-pressure';
import type { AppContext } from './context.ts';
import { features, signedInFeatures } from './features.ts';
import { signedInScope } from './auth/index.ts';
import { accountOfRequest } from './auth/session.ts';
import { HttpError, ValidationError } from './http/errors.ts';
import { admission, OVERLOADED } from './http/admission.ts';
import { formBodies } from './http/bodies.ts';
import { answersFromContracts } from './http/answers.ts';
import { guardInput, parseQueryString } from './http/input-guard.ts';
import { guardIdleSockets, serverTimeouts } from './http/timeouts.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { firstErrorPerField } from '@marketplace/shared/src/schemas/laravel.ts';
import { createMetrics, type Metrics } from './operations/metrics.ts';
import { requestId, traceRequests } from './operations/requests.ts';
import { createDrain, type Drain } from './operations/drain.ts';
import { HEALTH_PATH, READY_PATH, probes } from './operations/probes.ts';

export { HEALTH_PATH, READY_PATH };

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (operations/metrics.ts). */
    metrics: Metrics;
    /** Whether this process is draining, and how to start (operations/drain.ts). */
    drain: Drain;
  }
}

/** SQLSTATE classes a request's own values can cause: data exceptions (22) and integrity violations (23). */
const CALLER_SQLSTATE = /^2[23][0-9A-Z]{3}$/;
/** The database gave up on the request: statement timeout or cancel (57014), too many connections (53300). */
const BUSY_SQLSTATE = new Set(['57014', '53300']);

/** `onRoute` hears every route as it is added: how the fuzz test finds them all. */
export async function buildApp(
  ctx: AppContext,
  opts: { logger?: boolean; onRoute?: (route: RouteOptions) => void } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Trusting every X-Forwarded-For would let a client dodge the per-address sign-in limit.
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
    // Spec paths are written with and without a trailing slash (api/report/).
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseQueryString },
    ...serverTimeouts(ctx.config.timeouts),
    genReqId: requestId,
    // One line per request (operations/requests.ts) rather than Fastify's two.
    disableRequestLogging: true,
    // While draining, a request on an open keep-alive connection is answered (with Connection: close), not refused.
    return503OnClosing: false,
  });
  const metrics = ctx.metrics ?? createMetrics();
  app.decorate('metrics', metrics);
  const drain = createDrain(app);
  app.decorate('drain', drain);
  traceRequests(app, metrics);
  guardIdleSockets(app.server);
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  // Route schemas are zod schemas (shared/src/schemas) that word their failures as Laravel does.
  app.setValidatorCompiler(validatorCompiler);
  // Response schemas are shared's answer schemas (shared/src/answers): before compression, whose hook turns text into bytes.
  answersFromContracts(app, { check: ctx.config.checkAnswers });

  // JSON answers and stored images only: nothing here is a page, so nothing may run or be framed.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    // Adverts' images are shown by the web origin, another origin than this one.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: ctx.config.cookieSecure,
  });
  // Answers over 1 kB go compressed (the map's 1,000 pins are about 900 kB of JSON); Brotli at a
  // quality cheap enough for answers made per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const turns = admission(app, {
    ...ctx.config.overload,
    accountOf: accountOfRequest(ctx.db),
    exempt: new Set([HEALTH_PATH, READY_PATH]),
    onAdmitted: (waitedMs) => metrics.admissionWaitSeconds.observe(waitedMs / 1000),
  });
  metrics.watch({ admission: turns });
  // Liveness turns 503 once no request has got or given back a turn for a while: a supervisor can
  // then restart an API that still answers it but serves nothing else.
  probes(app, { db: ctx.db, config: ctx.config, turns, drain });
  // A blocked event loop (a huge query on the embedded database) answers 503 rather than queueing.
  await app.register(underPressure, {
    maxEventLoopDelay: ctx.config.overload.maxEventLoopDelayMs,
    retryAfter: ctx.config.overload.retryAfterSeconds,
    message: OVERLOADED,
    exposeStatusRoute: false,
  });
  guardInput(app);

  await app.register(cors, {
    origin: ctx.config.frontendOrigins,
    credentials: true,
    // DELETE for removing what a user owns (a calendar closure, an advert); the plugin's default is GET, HEAD and POST.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'X-XSRF-TOKEN', 'Accept', 'Retry-After', 'Authorization'],
    // The web origin's scripts read the request id for their error reports.
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
  });
  await app.register(cookie);
  formBodies(app);

  app.setErrorHandler((error: FastifyError | ValidationError | HttpError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const sqlState = (error as { code?: unknown }).code;
    if (typeof sqlState === 'string' && CALLER_SQLSTATE.test(sqlState)) {
      request.log.warn(error, 'database refused a value');
      return reply.status(422).send({ message: 'The given data was invalid.', errors: {} });
    }
    if (typeof sqlState === 'string' && BUSY_SQLSTATE.has(sqlState)) {
      return reply.status(503).header('Retry-After', String(ctx.config.overload.retryAfterSeconds)).send({ message: OVERLOADED });
    }
    const fe = error;
    // Pressure checks (@fastify/under-pressure) refuse with 503: the caller is to come back, nothing broke.
    if (fe.statusCode === 503) {
      if (!reply.getHeader('retry-after')) reply.header('Retry-After', String(ctx.config.overload.retryAfterSeconds));
      return reply.status(503).send({ message: OVERLOADED });
    }
    if (fe.validation) {
      const issues = fe.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'The given data was invalid.',
      }));
      const invalid = new ValidationError(firstErrorPerField(issues));
      return reply.status(422).send({ message: invalid.message, errors: invalid.errors });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ message: fe.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not Found' }));

  // Each feature a plugin in its own context, in order (sessions first); the signed-in ones inside the authenticated scope.
  for (const feature of features) await app.register(feature, { ...ctx, metrics });
  await app.register(signedInScope(signedInFeatures, { ...ctx, metrics }));
  return app;
}
