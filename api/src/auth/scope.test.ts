import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createHarness, type Harness } from '../test/harness.ts';
import { answersFromContracts } from '../http/answers.ts';
import { authFeature } from './index.ts';
import { hashPassword } from './password.ts';
import { signedInScope, type SignedInApp } from './scope.ts';
import { TestClient } from './test-client.ts';

let h: Harness;
let app: FastifyInstance;
let userId: number;

/** A feature of the scope that answers with what its request says about who is signed in. */
async function whoAmI(scope: SignedInApp): Promise<void> {
  scope.get('/who', async (request) => ({ userId: request.userId }));
  // A plugin of the feature's own (as a multipart upload registers) is inside the scope too.
  await scope.register(async (inner) => {
    inner.get('/who/inner', async (request) => ({ userId: request.userId }));
  });
}

/** A public route beside it, which asks the session itself. */
function publicRoute(request: FastifyRequest) {
  // @ts-expect-error Outside the authenticated scope a request carries no signed-in user: its type says so.
  return request.userId as unknown;
}

before(async () => {
  h = await createHarness();
  const ctx = {
    config: h.config,
    db: h.handle.db,
    dbKind: h.handle.kind,
    broadcaster: { publish: async () => {}, toUser: async () => {} },
  };
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  answersFromContracts(app, { check: true });
  await app.register(cookie);
  await app.register(authFeature, ctx);
  app.get('/public', async (request) => ({ userId: publicRoute(request) ?? null }));
  await app.register(signedInScope([whoAmI], ctx));
  const inserted = await h.handle.db
    .insertInto('users')
    .values({ email: 'scope@example.co.uk', password_hash: await hashPassword('a long password') })
    .returning('id')
    .executeTakeFirstOrThrow();
  userId = inserted.id;
});
after(async () => {
  await app.close();
  await h.close();
});

test("the scope's routes answer a visitor 401 and find the signed-in user's id on the request, in a plugin of their own too", async () => {
  const client = new TestClient(app);
  await client.csrf();
  for (const path of ['/who', '/who/inner']) {
    const visitor = await client.get(path);
    assert.equal(visitor.statusCode, 401);
    assert.equal(visitor.json().message, 'Unauthenticated.');
  }
  assert.equal((await client.post('/api/login', { email: 'scope@example.co.uk', password: 'a long password' })).statusCode, 200);
  assert.deepEqual((await client.get('/who')).json(), { userId });
  assert.deepEqual((await client.get('/who/inner')).json(), { userId });
  // Beside the scope, the same session puts no user on the request.
  assert.deepEqual((await client.get('/public')).json(), { userId: null });
});
