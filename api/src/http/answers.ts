import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Answers written from their contracts: shared's answer schemas (shared/src/answers, zod) become the
 * routes' response schemas. Fastify serialises them with fast-json-stringify, compiled once per route from
 * the schema's JSON Schema, so a field outside the contract is never sent.
 *
 * Where answers are checked (config.checkAnswers: development and tests, off when NODE_ENV=production),
 * an answer that breaks its contract is a 500 whose log names the route and the field: a field the
 * contract does not have, a required one missing or null, a value of another type, whether the route
 * sends an object or JSON text it made itself (a cached page, pins from SQL). Nothing is stripped
 * silently there: what the check passes is what JSON.stringify would have sent, and what
 * fast-json-stringify writes is compared with it.
 */

export class AnswerContractError extends Error {
  constructor(route: string, problem: string) {
    super(`${route} answered outside its contract: ${problem}`);
    this.name = 'AnswerContractError';
  }
}

type JsonSchema = { [key: string]: unknown };

/**
 * The JSON Schema fast-json-stringify is compiled from. `required` is dropped: a missing field is left
 * out as JSON.stringify leaves it (the check, where on, reports it). A nullable value is zod's
 * `anyOf [X, null]`, which fast-json-stringify would settle by running a validator per value; it is
 * X with `nullable` instead.
 */
function forSerialising(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerialising);
  if (!node || typeof node !== 'object') return node;
  const { required: _required, $schema: _schema, ...rest } = node as JsonSchema;
  const anyOf = rest.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf.some((s) => s.type === 'null')) {
    const other = anyOf.find((s) => s.type !== 'null')!;
    const { anyOf: _anyOf, ...outer } = rest;
    return forSerialising({ ...outer, ...other, nullable: true });
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, forSerialising(value)]));
}

/** The first few problems zod found, each with where it is. */
function problemsOf(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
    .join('; ');
}

/** Fails unless `wire` (an answer as JSON carries it) is what `schema` says. */
export function checkAnswer(schema: z.ZodType, wire: unknown, route: string): void {
  const checked = schema.safeParse(wire);
  if (!checked.success) throw new AnswerContractError(route, problemsOf(checked.error));
}

/** A function writing an answer of `schema` as JSON text: fast-json-stringify, after the contract's check where answers are checked. */
export function answerWriter<S extends z.ZodType>(schema: S, opts: { check: boolean; route: string }): (answer: z.output<S>) => string {
  const stringify: (answer: unknown) => string = fastJson(
    forSerialising(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })) as object,
  );
  if (!opts.check) return stringify;
  return (answer) => {
    const wire: unknown = JSON.parse(JSON.stringify(answer));
    checkAnswer(schema, wire, opts.route);
    const text = stringify(answer);
    if (!isDeepStrictEqual(JSON.parse(text), wire)) {
      throw new AnswerContractError(
        opts.route,
        'fast-json-stringify wrote it otherwise than JSON.stringify: a value its schema types otherwise',
      );
    }
    return text;
  };
}

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/**
 * Routes' response schemas are shared's zod answer schemas: serialised with fast-json-stringify, and
 * checked where `check` is on, JSON text a route sends itself as well (registered before compression,
 * so its hook reads the text).
 */
export function answersFromContracts(app: FastifyInstance, { check }: { check: boolean }): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    if (!isZod(schema)) throw new Error(`${method} ${url}: a response schema is one of shared's answer schemas (zod)`);
    return answerWriter(schema, { check, route: `${method} ${url} ${httpStatus}` });
  });
  if (!check) return;
  // Objects are checked by their serialiser; preSerialization hears only them, so what is left is text a route made itself.
  const serialised = new WeakSet<object>();
  app.addHook('preSerialization', async (_request, reply, payload) => {
    serialised.add(reply);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = (reply.routeOptions.schema?.response as Record<number, unknown> | undefined)?.[reply.statusCode];
    if (typeof payload === 'string' && isZod(schema) && !serialised.has(reply)) {
      checkAnswer(schema, JSON.parse(payload), `${request.method} ${reply.routeOptions.url} ${reply.statusCode}`);
    }
    return payload;
  });
}

/**
 * Sends JSON text a route made itself (a cached page, pins from SQL) as its answer: the route's response
 * schema types objects, and this text was written from the same contract (checked on its way out where answers are).
 */
export function sendAnswerText(reply: FastifyReply, text: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}
