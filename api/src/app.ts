import Fastify, { type FastifyInstance, type FastifyError } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { AppContext } from './context.ts';
import { features } from './features.ts';
import { HttpError, ValidationError } from './http/errors.ts';

export async function buildApp(ctx: AppContext, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    // Trusting every X-Forwarded-For would let a client dodge the per-address sign-in limit.
    trustProxy: ctx.config.trustProxy.length ? ctx.config.trustProxy : false,
    // Spec paths are written with and without a trailing slash (api/report/).
    routerOptions: { ignoreTrailingSlash: true },
  });

  await app.register(cors, {
    origin: ctx.config.frontendOrigins,
    credentials: true,
    allowedHeaders: ['Content-Type', 'X-Requested-With', 'X-XSRF-TOKEN', 'Accept', 'Retry-After', 'Authorization'],
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { attachFieldsToBody: 'keyValues', limits: { fileSize: 10 * 1024 * 1024, files: 30 } });

  app.setErrorHandler((error: FastifyError | ValidationError | HttpError, request, reply) => {
    if (error instanceof ValidationError) {
      return reply.status(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const errors: Record<string, string[]> = {};
      for (const v of fe.validation) {
        const field = (v.instancePath?.replace(/^\//, '').replace(/\//g, '.') || (v.params as { missingProperty?: string })?.missingProperty) ?? 'body';
        (errors[field] ??= []).push(v.message ?? 'is invalid');
      }
      return reply.status(422).send({ message: 'The given data was invalid.', errors });
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(fe.statusCode).send({ message: fe.message });
    }
    request.log.error(error);
    return reply.status(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ message: 'Not Found' }));

  for (const feature of features) await feature(app, ctx);
  return app;
}
