import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.ts';
import { SessionStore } from './session.ts';
import { registerAuthRoutes } from './routes.ts';
import { registerVerificationRoutes } from './verification.ts';

export { currentUserId, requireSelf, requireUser, signedIn } from './routes.ts';
export { signedInScope, type SignedInApp, type SignedInFeature } from './scope.ts';
export { requireVerified } from './verification.ts';

/**
 * Sessions and CSRF as Laravel Sanctum's SPA mode: a session cookie, an XSRF-TOKEN cookie the page
 * echoes as X-XSRF-TOKEN on every unsafe request (419 otherwise), and the sign-in endpoints. Not
 * encapsulated (fastify-plugin): every feature's routes find the session its hook attaches.
 */
export const authFeature = fp(
  async (app: FastifyInstance, ctx: AppContext) => {
    const store = new SessionStore(ctx.db, ctx.config);
    // After the body is read and the request has its turn (http/admission.ts): loading the session is a
    // query, and a client that withholds its body must not hold a database turn meanwhile.
    app.addHook('preValidation', (request, reply) => store.attach(request, reply));
    registerAuthRoutes(app, ctx, store);
    registerVerificationRoutes(app, ctx);
  },
  { name: 'sessions' },
);
