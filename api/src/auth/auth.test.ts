import { randomBytes, scryptSync } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHarness, type Harness } from '../test/harness.ts';
import { only } from '../test/rows.ts';
import { TestClient, setCookies } from './test-client.ts';
import { RESET_LINK_SENT } from './password-reset.ts';

let h: Harness;
before(async () => {
  h = await createHarness({ sessionLifetimeMinutes: 120, frontendUrl: 'https://roofline.test' });
});
after(async () => {
  await h.close();
});

let n = 0;
const uniqueEmail = () => `person${++n}.${Date.now()}@example.co.uk`;

async function registered(client = new TestClient(h.app), email = uniqueEmail(), password = 'correct horse') {
  await client.csrf();
  const res = await client.post('/api/register', { name: 'Amelia Hart', email, password, password_confirmation: password });
  assert.equal(res.statusCode, 201, res.body);
  return { client, email, password };
}

async function signedOutClient() {
  const client = new TestClient(h.app);
  await client.csrf();
  return client;
}

describe('CSRF cookie and check', () => {
  test('csrf-cookie answers 204 and sets the session and XSRF-TOKEN cookies', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    assert.equal(res.statusCode, 204);
    const cookies = setCookies(res);
    const session = cookies.find((c) => c.name === 'roofline_session');
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    assert.ok(session && xsrf);
    assert.equal(session.attributes.httponly, true);
    assert.equal(session.attributes.samesite, 'Lax');
    assert.equal(session.attributes.path, '/');
    assert.equal(session.attributes.secure, undefined, 'not Secure unless configured');
    assert.equal(xsrf.attributes.httponly, undefined, 'the page must be able to read it');
    assert.equal(xsrf.attributes.samesite, 'Lax');
    assert.ok(xsrf.value.length >= 32);
    const row = await h.handle.db.selectFrom('sessions').selectAll().where('id', '=', session.value).executeTakeFirst();
    assert.equal(row?.csrf_token, xsrf.value);
  });

  test('a second csrf-cookie call keeps the same session', async () => {
    const client = new TestClient(h.app);
    await client.csrf();
    const first = client.jar.get('roofline_session');
    await client.csrf();
    assert.equal(client.jar.get('roofline_session'), first);
  });

  test('cookies are Secure when configured', async () => {
    const secure = await createHarness({ cookieSecure: true });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      for (const c of setCookies(res)) assert.equal(c.attributes.secure, true, c.name);
    } finally {
      await secure.close();
    }
  });

  test('a POST without the header, or with a wrong token, is refused with 419', async () => {
    const client = await signedOutClient();
    const missing = await client.post('/api/login', { email: 'a@b.co.uk', password: 'x' }, { xsrf: false });
    assert.equal(missing.statusCode, 419);
    assert.deepEqual(missing.json(), { message: 'CSRF token mismatch.' });
    const wrong = await client.post('/api/login', { email: 'a@b.co.uk', password: 'x' }, { headers: { 'x-xsrf-token': 'guess' } });
    assert.equal(wrong.statusCode, 419);
  });

  test('a POST with a token but no session is refused with 419', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/logout', headers: { 'x-xsrf-token': 'anything' } });
    assert.equal(res.statusCode, 419);
  });

  test('another session’s token does not pass', async () => {
    const mine = await signedOutClient();
    const theirs = await signedOutClient();
    const res = await mine.post('/api/logout', undefined, { headers: { 'x-xsrf-token': theirs.jar.get('XSRF-TOKEN')! } });
    assert.equal(res.statusCode, 419);
  });

  test('the Pusher events API is exempt from the CSRF check', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/apps/marketplace/events-unknown', payload: {} });
    assert.notEqual(res.statusCode, 419);
  });
});

describe('signed-out access', () => {
  test('GET api/user answers 401 Unauthenticated when signed out', async () => {
    const client = await signedOutClient();
    const res = await client.get('/api/user');
    assert.equal(res.statusCode, 401);
    assert.deepEqual(res.json(), { message: 'Unauthenticated.' });
  });
});

describe('register', () => {
  test('creates the user, contact and settings, and signs in with a new session id', async () => {
    const client = await signedOutClient();
    const before = client.jar.get('roofline_session');
    const email = uniqueEmail();
    const res = await client.post('/api/register', {
      name: 'Amelia Hart',
      email,
      password: 'correct horse',
      password_confirmation: 'correct horse',
    });
    assert.equal(res.statusCode, 201);
    assert.notEqual(client.jar.get('roofline_session'), before, 'session id renewed on sign-in');
    const user = (await client.get('/api/user')).json();
    assert.deepEqual(user, {
      id: user.id,
      contact: { name: 'Amelia Hart', email },
      documents_user_images: null,
      is_host: false,
      // Confirmed only by the link mailed to it (verification.test.ts).
      email_verified_at: null,
      advertiser: false,
      roles: [],
      authenticated: true,
      favourite_properties: [],
    });
    assert.ok(!JSON.stringify(user).includes('scrypt'));
    const settings = await h.handle.db.selectFrom('user_settings').selectAll().where('user_id', '=', user.id).execute();
    assert.equal(settings.length, 5);
    const stale = await h.handle.db.selectFrom('sessions').select('id').where('id', '=', before!).executeTakeFirst();
    assert.equal(stale, undefined, 'the pre-sign-in session is gone');
  });

  test('Laravel-style 422 messages for a taken e-mail, short password and mismatched confirmation', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    const taken = await client.post('/api/register', {
      name: 'B',
      email: email.toUpperCase(),
      password: 'long enough',
      password_confirmation: 'long enough',
    });
    assert.equal(taken.statusCode, 422);
    assert.deepEqual(taken.json().errors, { email: ['The email has already been taken.'] });
    const bad = await client.post('/api/register', { name: '', email: 'not-an-email', password: 'short', password_confirmation: 'short' });
    assert.equal(bad.statusCode, 422);
    assert.deepEqual(bad.json().errors, {
      name: ['The name field is required.'],
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be at least 8 characters.'],
    });
    const mismatch = await client.post('/api/register', {
      name: 'B',
      email: uniqueEmail(),
      password: 'long enough',
      password_confirmation: 'different',
    });
    assert.deepEqual(mismatch.json().errors, { password: ['The password field confirmation does not match.'] });
  });
});

describe('login and logout', () => {
  test('correct credentials sign in (with a new session id); GET api/user then answers the user', async () => {
    const { email, password } = await registered();
    const client = await signedOutClient();
    const before = client.jar.get('roofline_session');
    const res = await client.post('/api/login', { email, password });
    assert.equal(res.statusCode, 200);
    assert.notEqual(client.jar.get('roofline_session'), before);
    const user = await client.get('/api/user');
    assert.equal(user.statusCode, 200);
    assert.equal(user.json().contact.email, email);
  });

  test('login works from a form post too', async () => {
    const { email, password } = await registered();
    const client = await signedOutClient();
    const res = await client.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    assert.equal(res.statusCode, 200);
  });

  test('wrong password or unknown e-mail: 422 with the credentials message', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    for (const attempt of [
      { email, password: 'wrong password' },
      { email: uniqueEmail(), password: 'whatever1' },
    ]) {
      const res = await client.post('/api/login', attempt);
      assert.equal(res.statusCode, 422);
      assert.deepEqual(res.json().errors, { email: ['These credentials do not match our records.'] });
    }
    assert.equal((await client.get('/api/user')).statusCode, 401);
  });

  test('remember me makes the cookies outlive the browser; otherwise they are session cookies', async () => {
    const { email, password } = await registered();
    const plain = await signedOutClient();
    const once = setCookies(await plain.post('/api/login', { email, password }));
    assert.ok(once.length === 3 && once.every((c) => c.attributes['max-age'] === undefined));
    const remembered = await signedOutClient();
    const kept = setCookies(await remembered.post('/api/login', { email, password, remember: true }));
    assert.ok(kept.length === 3 && kept.every((c) => c.attributes['max-age'] === String(120 * 60)));
  });

  test('a readable signed-in marker comes with a signed-in session and goes with it', async () => {
    const { client, email, password } = await registered();
    const marker = setCookies(await client.post('/api/login', { email, password })).find((c) => c.name === 'roofline_signed_in');
    assert.equal(marker?.value, '1');
    assert.equal(marker.attributes.httponly, undefined, 'the page reads it to skip api/user for visitors');
    await client.post('/api/logout');
    assert.equal(client.jar.get('roofline_signed_in'), undefined);
    assert.equal(client.jar.has('roofline_session'), true, 'signing out leaves a fresh visitor session');

    // A session the server no longer has takes its marker with it.
    const forgotten = await signedOutClient();
    await forgotten.post('/api/login', { email, password });
    await h.handle.db.deleteFrom('sessions').where('id', '=', forgotten.jar.get('roofline_session')!).execute();
    assert.equal((await forgotten.get('/api/user')).statusCode, 401);
    assert.equal(forgotten.jar.get('roofline_signed_in'), undefined);
  });

  test('five failures within a minute lock the e-mail out with 429 and Retry-After', async () => {
    const { email, password } = await registered();
    const client = await signedOutClient();
    for (let i = 0; i < 5; i++) assert.equal((await client.post('/api/login', { email, password: 'nope nope' })).statusCode, 422);
    const locked = await client.post('/api/login', { email, password });
    assert.equal(locked.statusCode, 429);
    const wait = Number(locked.headers['retry-after']);
    assert.ok(wait >= 1 && wait <= 60, String(wait));
    assert.equal(locked.json().message, `Too many login attempts. Please try again in ${wait} seconds.`);
    // Other addresses from the same place are not locked out.
    const other = await registered();
    assert.equal((await client.post('/api/login', { email: other.email, password: other.password })).statusCode, 200);
  });

  test('30 wrong passwords at once: at most 5 are checked, the rest get 429 with Retry-After', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        client.request({ method: 'POST', url: '/api/login', payload: { email, password: 'wrong guess' }, remoteAddress: '10.30.0.1' }),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 422);
    const refused = answers.filter((r) => r.statusCode === 429);
    assert.equal(checked.length, 5, 'exactly the limit is checked');
    assert.equal(checked.length + refused.length, 30);
    assert.ok(refused.every((r) => Number(r.headers['retry-after']) >= 1));
  });

  test('one address trying many e-mails is stopped after 20 attempts a minute; other addresses are not', async () => {
    const client = await signedOutClient();
    const tryFrom = (remoteAddress: string, n: number) =>
      client.request({
        method: 'POST',
        url: '/api/login',
        payload: { email: `spray-${n}-${uniqueEmail()}`, password: 'password123' },
        remoteAddress,
      });
    for (let i = 0; i < 20; i++) assert.equal((await tryFrom('10.20.0.1', i)).statusCode, 422);
    const stopped = await tryFrom('10.20.0.1', 21);
    assert.equal(stopped.statusCode, 429);
    assert.ok(Number(stopped.headers['retry-after']) >= 1);
    const { email, password } = await registered();
    const elsewhere = await client.request({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: '10.20.0.2' });
    assert.equal(elsewhere.statusCode, 200);
  });

  test("a password hashed with weaker scrypt parameters is hashed again at OWASP's on the next sign-in", async () => {
    const { email, password } = await registered();
    const salt = randomBytes(16);
    const weak = scryptSync(password, salt, 64, { N: 16384, r: 8, p: 1 });
    await h.handle.db
      .updateTable('users')
      .set({ password_hash: `scrypt$16384$8$1$${salt.toString('base64')}$${weak.toString('base64')}` })
      .where('email', '=', email)
      .execute();
    const client = await signedOutClient();
    assert.equal((await client.post('/api/login', { email, password })).statusCode, 200);
    const { password_hash } = await h.handle.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    assert.match(password_hash, /^scrypt\$16384\$8\$5\$/);
    assert.equal((await (await signedOutClient()).post('/api/login', { email, password })).statusCode, 200, 'the new hash verifies');
  });

  test('logout signs out and renews both the session and the CSRF token', async () => {
    const { client } = await registered();
    const session = client.jar.get('roofline_session');
    const token = client.jar.get('XSRF-TOKEN');
    const res = await client.post('/api/logout');
    assert.equal(res.statusCode, 204);
    assert.notEqual(client.jar.get('roofline_session'), session);
    assert.notEqual(client.jar.get('XSRF-TOKEN'), token);
    assert.equal((await client.get('/api/user')).statusCode, 401);
    // The old cookie no longer signs anyone in.
    const replay = await h.app.inject({ method: 'GET', url: '/api/user', cookies: { roofline_session: session! } });
    assert.equal(replay.statusCode, 401);
  });
});

describe('session lifetime', () => {
  test('a session idle for longer than the lifetime is signed out', async () => {
    const { client } = await registered();
    const id = client.jar.get('roofline_session')!;
    await h.handle.db
      .updateTable('sessions')
      .set({ last_activity: new Date(Date.now() - 121 * 60_000) })
      .where('id', '=', id)
      .execute();
    assert.equal((await client.get('/api/user')).statusCode, 401);
    const row = await h.handle.db.selectFrom('sessions').select('id').where('id', '=', id).executeTakeFirst();
    assert.equal(row, undefined, 'the expired session is deleted');
  });

  test('activity keeps a session alive, written at most once a minute', async () => {
    const { client } = await registered();
    const id = client.jar.get('roofline_session')!;
    const lastActivity = async () =>
      (
        await h.handle.db.selectFrom('sessions').select('last_activity').where('id', '=', id).executeTakeFirstOrThrow()
      ).last_activity.getTime();
    const recent = new Date(Date.now() - 10_000);
    await h.handle.db.updateTable('sessions').set({ last_activity: recent }).where('id', '=', id).execute();
    await client.get('/api/user');
    assert.equal(await lastActivity(), recent.getTime(), 'not rewritten within the minute');
    await h.handle.db
      .updateTable('sessions')
      .set({ last_activity: new Date(Date.now() - 100 * 60_000) })
      .where('id', '=', id)
      .execute();
    assert.equal((await client.get('/api/user')).statusCode, 200);
    assert.ok(Date.now() - (await lastActivity()) < 5_000, 'touched');
  });
});

describe('password reset', () => {
  const linkIn = (body: string) => {
    const [, token, email] = /https:\/\/roofline\.test\/reset-password\?token=([0-9a-f]+)&email=(\S+)/.exec(body) ?? [];
    assert.ok(token && email, body);
    return { token, email: decodeURIComponent(email) };
  };

  test('forgot-password answers the same for known and unknown e-mails, and mails a link only to the known', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    const unknown = uniqueEmail();
    const a = await client.post('/api/forgot-password', { email });
    const b = await client.post('/api/forgot-password', { email: unknown });
    assert.equal(a.statusCode, 200);
    assert.deepEqual(a.json(), { message: RESET_LINK_SENT });
    assert.deepEqual(b.json(), a.json());
    const mail = await h.handle.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_email', 'in', [email, unknown])
      .where('subject', 'like', 'Reset%')
      .execute();
    const sent = only(mail, 'one mail');
    assert.equal(sent.to_email, email);
    assert.equal(linkIn(sent.body).email, email);
    const stored = await h.handle.db.selectFrom('password_reset_tokens').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.notEqual(stored.token_hash, linkIn(sent.body).token, 'only a hash is stored');
  });

  test('with no SMTP configured, the reset mail with its link is written to the API log', async (t) => {
    const { email } = await registered();
    const client = await signedOutClient();
    const logged: string[] = [];
    t.mock.method(console, 'info', (text: string) => logged.push(text));
    await client.post('/api/forgot-password', { email });
    // The mail goes out after the answer; the account's confirmation mail may be logged meanwhile too.
    const resetMail = () => logged.find((l) => l.includes(`To: ${email}`) && l.includes('/reset-password?token='));
    for (let i = 0; i < 250 && !resetMail(); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(resetMail(), logged.join('\n'));
  });

  test('resetting with the mailed token changes the password: the new one works, the old one fails', async () => {
    const { email, password, client: oldDevice } = await registered();
    const client = await signedOutClient();
    await client.post('/api/forgot-password', { email });
    const row = await h.handle.db
      .selectFrom('outbox')
      .select('body')
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const { token } = linkIn(row.body);
    const res = await client.post('/api/reset-password', {
      token,
      email,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().message, 'Your password has been reset.');
    assert.equal((await client.post('/api/login', { email, password })).statusCode, 422);
    assert.equal((await client.post('/api/login', { email, password: 'new password 1' })).statusCode, 200);
    assert.equal((await oldDevice.get('/api/user')).statusCode, 401, 'other sessions are signed out');
    const again = await signedOutClient();
    const reuse = await again.post('/api/reset-password', { token, email, password: 'third one 1', password_confirmation: 'third one 1' });
    assert.equal(reuse.statusCode, 422, 'a token works once');
  });

  test('a wrong or expired token is refused with 422', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    await client.post('/api/forgot-password', { email });
    const wrong = await client.post('/api/reset-password', {
      token: 'f'.repeat(64),
      email,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors, { email: ['This password reset token is invalid.'] });
    const row = await h.handle.db
      .selectFrom('outbox')
      .select('body')
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await h.handle.db
      .updateTable('password_reset_tokens')
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where('email', '=', email)
      .execute();
    const expired = await client.post('/api/reset-password', {
      token: linkIn(row.body).token,
      email,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    assert.equal(expired.statusCode, 422);
  });
});

describe('checking a reset link on arrival', () => {
  const mailedToken = async (email: string) => {
    const row = await h.handle.db
      .selectFrom('outbox')
      .select('body')
      .where('to_email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    return /reset-password\?token=([0-9a-f]+)/.exec(row.body)?.[1] ?? '';
  };

  test('a fresh link is valid, and checking it does not use it up', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    await client.post('/api/forgot-password', { email });
    const token = await mailedToken(email);
    const check = await client.post('/api/reset-password/check', { token, email });
    assert.equal(check.statusCode, 200, check.body);
    assert.deepEqual(check.json(), { valid: true });
    const reset = await client.post('/api/reset-password', {
      token,
      email,
      password: 'new password 1',
      password_confirmation: 'new password 1',
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const spent = await client.post('/api/reset-password/check', { token, email });
    assert.deepEqual(spent.json().errors, { token: ['This password reset token is invalid.'] });
  });

  test('an expired link says so; a wrong token or an unknown e-mail is invalid alike', async () => {
    const { email } = await registered();
    const client = await signedOutClient();
    await client.post('/api/forgot-password', { email });
    const token = await mailedToken(email);
    await h.handle.db
      .updateTable('password_reset_tokens')
      .set({ created_at: new Date(Date.now() - 61 * 60_000) })
      .where('email', '=', email)
      .execute();
    const expired = await client.post('/api/reset-password/check', { token, email });
    assert.equal(expired.statusCode, 422);
    assert.deepEqual(expired.json().errors, { token: ['This password reset link has expired.'] });
    const wrong = await client.post('/api/reset-password/check', { token: 'f'.repeat(64), email });
    const unknown = await client.post('/api/reset-password/check', { token, email: uniqueEmail() });
    assert.deepEqual(wrong.json().errors, { token: ['This password reset token is invalid.'] });
    assert.deepEqual(unknown.json().errors, wrong.json().errors);
  });
});

describe('no mail reader on the API', () => {
  test('GET api/dev/outbox does not exist, signed in or not', async () => {
    const client = await signedOutClient();
    assert.equal((await client.get('/api/dev/outbox')).statusCode, 404);
    const { client: signedIn } = await registered();
    assert.equal((await signedIn.get('/api/dev/outbox')).statusCode, 404);
  });
});
