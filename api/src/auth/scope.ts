import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.ts';
import { requireUser } from './routes.ts';

/** The app as a feature registers its routes, with zod schemas. */
type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/**
 * A request of the authenticated scope, whose hook has read the signed-in user's id from the session
 * before the route's schema. Outside the scope a request has no `userId`: a route beside public ones
 * asks `requireUser` or `currentUserId`.
 */
export type SignedInRequest<Request extends FastifyRequest = FastifyRequest> = Request & { readonly userId: number };

/** Fastify's route handler with the signed-in user on its request. */
type SignedInHandler<Route extends RouteGenericInterface, Config, Schema extends FastifySchema> = (
  this: App,
  request: SignedInRequest<FastifyRequest<Route, RawServerDefault, RawRequestDefaultExpression, Schema, ZodTypeProvider, Config>>,
  reply: FastifyReply<Route, RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Config, Schema, ZodTypeProvider>,
) => ReturnType<
  RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, Route, Config, Schema, ZodTypeProvider>
>;

/** `app.get(path, [options,] handler)` and the other methods, as Fastify's shorthand with a signed-in handler. */
interface SignedInRoute {
  <
    Route extends RouteGenericInterface = RouteGenericInterface,
    Config = ContextConfigDefault,
    const Schema extends FastifySchema = FastifySchema,
  >(
    path: string,
    options: RouteShorthandOptions<
      RawServerDefault,
      RawRequestDefaultExpression,
      RawReplyDefaultExpression,
      Route,
      Config,
      Schema,
      ZodTypeProvider
    >,
    handler: SignedInHandler<Route, Config, Schema>,
  ): SignedInApp;
  <
    Route extends RouteGenericInterface = RouteGenericInterface,
    Config = ContextConfigDefault,
    const Schema extends FastifySchema = FastifySchema,
  >(
    path: string,
    handler: SignedInHandler<Route, Config, Schema>,
  ): SignedInApp;
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/** `app.register` of a plugin of the scope's own (multipart uploads, a rate limit's hook): still signed in. */
type SignedInRegister = (plugin: (scope: SignedInApp) => Promise<void>) => ReturnType<App['register']>;

/**
 * The app as a signed-in feature sees it: the same Fastify instance (with zod's type provider), whose
 * route handlers find the signed-in user on the request, as the scope's hook guarantees.
 */
export type SignedInApp = Omit<App, Method | 'register'> & Record<Method, SignedInRoute> & { register: SignedInRegister & App['register'] };

/** A feature whose every route is for a signed-in user, registered in the authenticated scope. */
export type SignedInFeature = (app: SignedInApp, ctx: AppContext) => Promise<void>;

/**
 * One authenticated scope, a Fastify plugin: every route the features register in it answers a visitor
 * 401 {message:'Unauthenticated.'} before its schema is read, and finds the signed-in user's id on
 * `request.userId`. The session is attached by the root's hook (authFeature), which runs first.
 */
export function signedInScope(features: readonly SignedInFeature[], ctx: AppContext): FastifyPluginAsync {
  return async (scope) => {
    scope.decorateRequest('userId', 0);
    scope.addHook('preValidation', async (request) => {
      Object.assign(request, { userId: requireUser(request) });
    });
    // The hook above runs before every route registered below it: the one place a request is typed signed in.
    for (const feature of features) {
      await scope.register(async (app) => feature(app.withTypeProvider<ZodTypeProvider>() as unknown as SignedInApp, ctx));
    }
  };
}
