import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.ts';

/**
 * The API's features, each a function that registers its routes. Grouped as the remotes are.
 * Add a feature by appending it here.
 */
export const features: Array<(app: FastifyInstance, ctx: AppContext) => Promise<void> | void> = [];
