import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { z } from 'zod';
import { answersFromContracts, answerWriter, sendAnswerText } from './answers.ts';

const Pin = z.strictObject({ id: z.number(), title: z.string().nullable(), created_at: z.string(), tags: z.array(z.string()).optional() });
const Answer = z.strictObject({ data: z.array(Pin), meta: z.strictObject({ total: z.number() }) });
const when = new Date('2026-11-26T08:00:00.000Z');

/** An app answering `answer` as an object from /object and as text it wrote itself from /text. */
async function appAnswering(answer: unknown, check: boolean) {
  const app = Fastify();
  answersFromContracts(app, { check });
  app.get('/object', { schema: { response: { 200: Answer } } }, async () => answer);
  app.get('/text', { schema: { response: { 200: Answer } } }, async (_request, reply) => sendAnswerText(reply, JSON.stringify(answer)));
  await app.ready();
  return app;
}

test('an answer within its contract is sent as JSON.stringify would send it, dates as ISO text', async () => {
  const answer = {
    data: [
      { id: 1, title: null, created_at: when },
      { id: 2, title: 'Flat', created_at: when, tags: ['new'] },
    ],
    meta: { total: 2 },
  };
  for (const check of [true, false]) {
    const app = await appAnswering(answer, check);
    for (const path of ['/object', '/text']) {
      const res = await app.inject({ url: path });
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json(), JSON.parse(JSON.stringify(answer)), `${path}, check ${check}`);
    }
    await app.close();
  }
});

test('where answers are checked, a field outside the contract, a missing one or one of another type is a 500 naming it', async () => {
  const broken = {
    'a field outside the contract': [
      { data: [{ id: 1, title: 'Flat', created_at: when, owner_email: 'a@b.test' }], meta: { total: 1 } },
      'data.0',
    ],
    'a required field missing': [{ data: [{ id: 1, created_at: when }], meta: { total: 1 } }, 'data.0.title'],
    'a value of another type': [{ data: [{ id: '1', title: 'Flat', created_at: when }], meta: { total: 1 } }, 'data.0.id'],
  } as const;
  for (const [what, [answer, where]] of Object.entries(broken)) {
    const app = await appAnswering(answer, true);
    for (const path of ['/object', '/text']) {
      const res = await app.inject({ url: path });
      assert.equal(res.statusCode, 500, `${what} from ${path}: ${res.body}`);
      assert.ok(!res.body.includes('a@b.test'), 'the field outside the contract is not sent');
    }
    await app.close();
    assert.match(answerError(answer), new RegExp(`${where.replace(/\./g, '\\.')}`), what);
  }
});

/** The message a checked writer fails with for `answer`. */
function answerError(answer: unknown): string {
  try {
    answerWriter(Answer, { check: true, route: 'GET /object 200' })(answer as z.output<typeof Answer>);
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

test('where answers are not checked (production), a field outside the contract is left out, never sent', async () => {
  const app = await appAnswering(
    { data: [{ id: 1, title: 'Flat', created_at: when, owner_email: 'a@b.test' }], meta: { total: 1 } },
    false,
  );
  const res = await app.inject({ url: '/object' });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(res.json(), { data: [{ id: 1, title: 'Flat', created_at: when.toISOString() }], meta: { total: 1 } });
  await app.close();
});
