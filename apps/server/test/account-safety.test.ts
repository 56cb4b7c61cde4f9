import { renderOutboxMail } from '@orrery/api/mail';
import { listOutboxMail } from '@orrery/db/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type ApiRequest, type Send } from './support/transports.js';

// Account safety over real HTTP, on the project's database (SQLite here, PostgreSQL under
// server-pg): a stolen session token alone cannot take or lose an account, address changes cannot
// be used to mail a stranger over and over, and identity is compared Unicode-safely.

let server: TestServer;
let send: Send;

beforeAll(async () => {
  // Behind a proxy on loopback, so that a test can come from an address of its choosing.
  server = await startTestServer({ trustProxy: ['127.0.0.1'] });
  send = httpTransport(await listen(server.app));
});
afterAll(() => server.close());

/** A request from `address` (X-Forwarded-For, as the trusted proxy reports it). */
const from =
  (address: string) =>
  (request: ApiRequest): ReturnType<Send> =>
    send({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } });

const me = (player: Player) => send({ url: '/api/v1/auth/me', token: player.token });

describe('a stolen session token', () => {
  it('cannot change the e-mail address or delete the account without the current password', async () => {
    const player = await newPlayer(send);
    const thief = from('198.51.100.7');
    const steal = (body: Record<string, unknown>) =>
      thief({ method: 'PUT', url: '/api/v1/auth/email', token: player.token, body });
    const remove = (body?: Record<string, unknown>) =>
      thief({ method: 'DELETE', url: '/api/v1/user', token: player.token, body });

    const bare = await steal({ email: 'thief@example.net' });
    expect(bare.status).toBe(400);
    expect(bare.json().details).toHaveProperty('currentPassword');
    const guessed = await steal({ email: 'thief@example.net', currentPassword: 'a guess at it' });
    expect(guessed.status).toBe(403);
    expect(guessed.json()).toEqual({
      error: 'Current password is incorrect',
      details: { currentPassword: 'Current password is incorrect' },
    });
    expect((await remove()).status).toBe(400);
    expect((await remove({ currentPassword: 'a guess at it' })).status).toBe(403);

    // Nothing changed, and the session still works (a 403 does not sign the client out).
    const profile = await me(player);
    expect(profile.status).toBe(200);
    expect(profile.json().email).toBe(player.email);
    const outbox = await listOutboxMail(server.db, { limit: 100 });
    expect(outbox.filter((mail) => mail.user_id === player.id)).toEqual([]);
  });

  it('cannot guess the current password without end: the sign-in limits count each guess', async () => {
    const player = await newPlayer(send);
    const thief = from('198.51.100.8');
    const token = player.token;
    // The three calls that check the current password share one budget of guesses.
    const guesses = [
      (currentPassword: string) =>
        thief({
          method: 'PUT',
          url: '/api/v1/auth/password',
          token,
          body: { currentPassword, newPassword: 'taken over for good' },
        }),
      (currentPassword: string) =>
        thief({
          method: 'PUT',
          url: '/api/v1/auth/email',
          token,
          body: { email: 'thief@example.net', currentPassword },
        }),
      (currentPassword: string) =>
        thief({ method: 'DELETE', url: '/api/v1/user', token, body: { currentPassword } }),
    ];
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) {
      statuses.push((await guesses[n % 3]!(`guess number ${n}`)).status);
    }
    // As failed logins from one address: 10 wrong guesses, then wait.
    expect(statuses).toEqual([...Array(10).fill(403), ...Array(5).fill(429)]);
    // Held back before the password is checked: the right one waits too, and says how long.
    const right = await guesses[0]!(player.password);
    expect(right.status).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.json()).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
    // The owner, from the address they signed in from, is not locked out.
    const login = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: player.password },
    });
    expect(login.status).toBe(200);
    expect((await me(player)).json().email).toBe(player.email);
  });
});

describe('e-mail changes', () => {
  it('mail an address at most once a day, whoever cycles through it, and limit the changes', async () => {
    const player = await newPlayer(send);
    const victim = `victim-${process.pid}@example.org`;
    const change = (email: string) =>
      send({
        method: 'PUT',
        url: '/api/v1/auth/email',
        token: player.token,
        body: { email, currentPassword: player.password },
      });
    const statuses: number[] = [];
    for (let cycle = 0; cycle < 4; cycle++) {
      statuses.push((await change(victim)).status, (await change(`b${cycle}@example.org`)).status);
    }
    // Five changes a day per account, then 429 with the time to wait.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = await change(victim);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const toVictim = (await listOutboxMail(server.db, { limit: 1000 })).filter(
      (mail) => mail.to_address === victim,
    );
    expect(toVictim).toHaveLength(1);
    // The one mail names no society: nothing the asker chose but the address reaches the victim.
    const site = { publicUrl: 'http://orrery.test', secret: server.config.session.secret };
    const rendered = await renderOutboxMail(server.db, toVictim[0]!, site, new Date());
    const mail = 'mail' in rendered ? rendered.mail : expect.fail(JSON.stringify(rendered));
    expect(mail.subject).toBe('Confirm your new Orrery e-mail address');
    expect(mail.text).not.toContain(player.username);
    expect((await me(player)).json().email).toBe(player.email);
  });
});

describe('identity', () => {
  const register = (username: string, email: string) =>
    send({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username, suffix: '', email, password: 'correct horse battery' },
    });
  const login = (email: string) =>
    send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email, password: 'correct horse battery' },
    });

  it('signs in with any case or composition of an address, and refuses a second account for it', async () => {
    const address = `Élise-${process.pid}@Example.org`;
    expect((await register(`Élise ${process.pid}`, address)).status).toBe(201);
    for (const spelling of [address, address.toLowerCase(), address.normalize('NFD')]) {
      expect((await login(spelling)).status, spelling).toBe(200);
    }
    for (const spelling of [address.toLowerCase(), address.normalize('NFD').toUpperCase()]) {
      const second = await register(`Other ${spelling.length}`, spelling);
      expect(second.status, spelling).toBe(409);
      expect(second.json().details).toEqual({ email: 'Email is already registered' });
    }
  });

  it('finds a society by any case or composition of its name', async () => {
    const name = `Émile ${process.pid}`;
    expect((await register(name, `emile-${process.pid}@example.org`)).status).toBe(201);
    for (const spelling of [name, name.toLowerCase(), name.normalize('NFD')]) {
      const profile = await send({ url: `/api/v1/society/${encodeURIComponent(spelling)}` });
      expect(profile.status, spelling).toBe(200);
      expect(profile.json().username).toBe(name);
    }
    const twin = await register(name.normalize('NFD').toLowerCase(), `twin-${process.pid}@x.org`);
    expect(twin.status).toBe(409);
  });
});

describe('a refused account change', () => {
  it('is logged once, at info, and never with the passwords or token it carried', async () => {
    const lines: string[] = [];
    const logged = await startTestServer({
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const sendLogged = httpTransport(await listen(logged.app));
      const player = await newPlayer(sendLogged);
      const guess = 'Wr0ng-but-secret-guess';
      const unsent = 'Never-set-Never-logged';
      const authed = { token: player.token };
      const refusals: [number, ApiRequest][] = [
        [
          403,
          {
            ...authed,
            method: 'PUT',
            url: '/api/v1/auth/email',
            body: { email: 'x@example.org', currentPassword: guess },
          },
        ],
        [
          403,
          { ...authed, method: 'DELETE', url: '/api/v1/user', body: { currentPassword: guess } },
        ],
        [
          403,
          {
            ...authed,
            method: 'PUT',
            url: '/api/v1/auth/password',
            body: { currentPassword: guess, newPassword: unsent },
          },
        ],
        [
          400,
          {
            ...authed,
            method: 'PUT',
            url: '/api/v1/auth/password',
            body: { currentPassword: player.password, newPassword: 'iloveyou1' },
          },
        ],
        [400, { method: 'POST', url: '/api/v1/auth/email/confirm', body: { token: guess } }],
      ];
      for (const [status, request] of refusals) {
        const response = await sendLogged(request);
        expect(response.status, request.url).toBe(status);
        expect(response.json().error, request.url).toEqual(expect.any(String));
        const id = response.headers['x-request-id'];
        const mine = lines.map((line) => JSON.parse(line)).filter((entry) => entry.reqId === id);
        expect(mine, `${status} ${request.url}`).toEqual([
          expect.objectContaining({ level: 30, res: { statusCode: status } }),
        ]);
      }
      const log = lines.join('\n');
      for (const secret of [guess, unsent, player.password, player.token]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
