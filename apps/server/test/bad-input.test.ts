import { loadGameConfig } from '@orrery/api/game/core';
import type { Db } from '@orrery/db';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type ApiRequest, type Send } from './support/transports.js';

let server: TestServer;
let send: Send;
let player: Player;
/** An undiscovered system that is not the player's offer. */
let openHash: string;

beforeAll(async () => {
  server = await startTestServer();
  send = injectTransport(server.app);
  const map = (await send({ url: '/api/v1/solar/solarsystems/map' })).json();
  // A player with history (a discovery, a ledger row, a cooldown) so any stray write would show,
  // and too little Ϟ for the 23-hour buy-down below: a rich first find is drawn again.
  const { buydownCostPerHour } = await loadGameConfig(server.db);
  let collected: Awaited<ReturnType<Send>>;
  let balance: number;
  do {
    player = await newPlayer(send);
    collected = await send({
      method: 'POST',
      url: '/api/v1/solar/collect/offer-1',
      token: player.token,
    });
    expect(collected.status).toBe(200);
    const asked = { url: '/api/v1/transactions/balance', token: player.token };
    balance = (await send(asked)).json().balance;
  } while (balance >= 23 * buydownCostPerHour);
  openHash = map.find((s: { hash: string }) => s.hash !== collected.json().system.hash).hash;
});
afterAll(() => server.close());

/** Every row of every table a request could change. */
async function snapshot(db: Db): Promise<string> {
  const tables = [
    'users',
    'discoveries',
    'ledger_transactions',
    'user_achievements',
    'email_preferences',
    'galaxies',
    'settings',
    'sessions',
    'email_changes',
    'mail_outbox',
  ] as const;
  const rows = await Promise.all(tables.map((table) => db.selectFrom(table).selectAll().execute()));
  return JSON.stringify(rows);
}

const HUGE = 'x'.repeat(10_000);
const SQL = "' OR 1=1; DROP TABLE users; --";
const SCRIPT = '<script>alert(1)</script>';
const q = encodeURIComponent;

type Case = [string, Omit<ApiRequest, 'token'>, number[]];

const BAD: Case[] = [
  [
    'register: malformed JSON',
    { method: 'POST', url: '/api/v1/auth/register', rawBody: '{"username": "a",' },
    [400],
  ],
  [
    'register: an array body',
    { method: 'POST', url: '/api/v1/auth/register', body: [1, 2] },
    [400],
  ],
  ['register: missing fields', { method: 'POST', url: '/api/v1/auth/register', body: {} }, [400]],
  [
    'register: wrong types',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: 1, suffix: null, email: true, password: [] },
    },
    [400],
  ],
  [
    'register: huge strings',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: HUGE, suffix: '', email: `${HUGE}@x.io`, password: HUGE },
    },
    [400],
  ],
  [
    'register: SQL in the name',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: SQL, suffix: '', email: 'sql@example.com', password: 'long enough pw' },
    },
    [400],
  ],
  [
    'register: script in the name',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: SCRIPT, suffix: '', email: 'xss@example.com', password: 'long enough pw' },
    },
    [400],
  ],
  [
    'register: unknown suffix',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        username: 'Fine Name',
        suffix: 'Empire',
        email: 'enum@example.com',
        password: 'long enough pw',
      },
    },
    [400],
  ],
  [
    'register: SQL in the email',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: 'Fine Name', suffix: '', email: SQL, password: 'long enough pw' },
    },
    [400],
  ],
  [
    'register: a common password',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { username: 'Fine Name', suffix: '', email: 'fine@example.com', password: 'iloveyou1' },
    },
    [400],
  ],
  [
    'confirm e-mail: a forged token',
    { method: 'POST', url: '/api/v1/auth/email/confirm', body: { token: SQL } },
    [400],
  ],
  ['confirm e-mail: no token', { method: 'POST', url: '/api/v1/auth/email/confirm' }, [400]],
  ['login: missing fields', { method: 'POST', url: '/api/v1/auth/login', body: {} }, [400]],
  [
    'login: wrong types',
    { method: 'POST', url: '/api/v1/auth/login', body: { email: 5, password: false } },
    [400],
  ],
  [
    'login: SQL injection',
    { method: 'POST', url: '/api/v1/auth/login', body: { email: SQL, password: SQL } },
    [400],
  ],
  [
    'login: malformed JSON',
    { method: 'POST', url: '/api/v1/auth/login', rawBody: 'email=a' },
    [400],
  ],
  [
    'register: a form',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      rawBody: 'username=Form+Society&suffix=&email=form%40example.com&password=long+enough+pw',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    [415],
  ],
  [
    'register: NUL in the name',
    {
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        username: 'Nul\u0000Society',
        suffix: '',
        email: 'nul@example.com',
        password: 'pw pw pw pw',
      },
    },
    [400],
  ],
  ['search: NUL in the text', { url: '/api/v1/solar/solarsystems/search?search=a%00b' }, [400]],
  ['map: malformed version', { url: '/api/v1/solar/solarsystems/map/static/bad%20version' }, [400]],
  ['society: huge name', { url: `/api/v1/society/${'a'.repeat(101)}` }, [414]],
  [
    'login: not JSON at all',
    {
      method: 'POST',
      url: '/api/v1/auth/login',
      rawBody: 'hello',
      headers: { 'content-type': 'text/plain' },
    },
    [415],
  ],
];

const PASSWORD = 'correct horse battery';
const emailChange = (body: Record<string, unknown>): Omit<ApiRequest, 'token'> => ({
  method: 'PUT',
  url: '/api/v1/auth/email',
  body: { currentPassword: PASSWORD, ...body },
});

const BAD_AUTHED: Case[] = [
  ['email: not an address', emailChange({ email: 'nope' }), [400]],
  ['email: wrong type', emailChange({ email: 42 }), [400]],
  ['email: huge', emailChange({ email: `${HUGE}@example.com` }), [400]],
  ['email: script', emailChange({ email: SCRIPT }), [400]],
  [
    'email: no current password',
    { method: 'PUT', url: '/api/v1/auth/email', body: { email: 'fine@example.com' } },
    [400],
  ],
  [
    'email: wrong current password',
    emailChange({ email: 'fine@example.com', currentPassword: 'wrong one' }),
    [403],
  ],
  ['delete: no body', { method: 'DELETE', url: '/api/v1/user' }, [400]],
  [
    'delete: wrong current password',
    { method: 'DELETE', url: '/api/v1/user', body: { currentPassword: 'wrong one' } },
    [403],
  ],
  ['password: missing fields', { method: 'PUT', url: '/api/v1/auth/password', body: {} }, [400]],
  [
    'password: wrong current',
    {
      method: 'PUT',
      url: '/api/v1/auth/password',
      body: { currentPassword: 'wrong one', newPassword: 'another one' },
    },
    [403],
  ],
  [
    'password: a common new one',
    {
      method: 'PUT',
      url: '/api/v1/auth/password',
      body: { currentPassword: PASSWORD, newPassword: 'Password123' },
    },
    [400],
  ],
  [
    'password: too short',
    {
      method: 'PUT',
      url: '/api/v1/auth/password',
      body: { currentPassword: PASSWORD, newPassword: 'x' },
    },
    [400],
  ],
  ['asd: missing utc', { url: '/api/v1/time/utc-to-asd' }, [400]],
  ['asd: garbage utc', { url: `/api/v1/time/utc-to-asd?utc=${q(SCRIPT)}` }, [400]],
  [
    'asd: two utc values',
    { url: '/api/v1/time/utc-to-asd?utc=2030-01-01T00:00:00Z&utc=2031-01-01T00:00:00Z' },
    [400],
  ],
  ['search: negative page', { url: '/api/v1/solar/solarsystems/search/optimized?page=-1' }, [400]],
  [
    'search: fractional page',
    { url: '/api/v1/solar/solarsystems/search/optimized?page=1.5' },
    [400],
  ],
  [
    'search: limit over 100',
    { url: '/api/v1/solar/solarsystems/search/optimized?limit=1000' },
    [400],
  ],
  ['search: limit 0', { url: '/api/v1/solar/solarsystems/search?limit=0' }, [400]],
  [
    'search: negative minPlanets',
    { url: '/api/v1/solar/solarsystems/search/optimized?minPlanets=-3' },
    [400],
  ],
  [
    'search: text minStars',
    { url: '/api/v1/solar/solarsystems/search/optimized?minStars=two' },
    [400],
  ],
  [
    'search: unknown status',
    { url: '/api/v1/solar/solarsystems/search/optimized?status=lost' },
    [400],
  ],
  [
    'search: huge text',
    { url: `/api/v1/solar/solarsystems/search/optimized?search=${'a'.repeat(500)}` },
    [400],
  ],
  ['full: unknown hash', { url: `/api/v1/solar/solarsystem/${q(SQL)}/full` }, [404]],
  ['full: huge hash', { url: `/api/v1/solar/solarsystem/${'a'.repeat(500)}/full` }, [414]],
  ['collect: unknown hash', { method: 'POST', url: `/api/v1/solar/collect/${q(SCRIPT)}` }, [400]],
  [
    'collect: huge hash',
    { method: 'POST', url: `/api/v1/solar/collect/${'a'.repeat(500)}` },
    [414],
  ],
  ['collect: not the offer', { method: 'POST', url: '/api/v1/solar/collect/:open' }, [400]],
  ['collect: during the cooldown', { method: 'POST', url: '/api/v1/solar/collect/offer-2' }, [400]],
  [
    'buydown: negative hours',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', body: { hours: -1 } },
    [400],
  ],
  [
    'buydown: fractional hours',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', body: { hours: 1.5 } },
    [400],
  ],
  [
    'buydown: text hours',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', body: { hours: 'two' } },
    [400],
  ],
  [
    'buydown: missing hours',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', body: {} },
    [400],
  ],
  ['buydown: no body', { method: 'POST', url: '/api/v1/solar/collection/buydown' }, [400]],
  [
    'buydown: malformed JSON',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', rawBody: '{hours:1}' },
    [400],
  ],
  [
    'buydown: huge number',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', body: { hours: 1e308 } },
    [400],
  ],
  [
    'buydown: unaffordable',
    { method: 'POST', url: '/api/v1/solar/collection/buydown', body: { hours: 23 } },
    [400],
  ],
  ['upgrade: unaffordable', { method: 'POST', url: '/api/v1/user/telescope/upgrade' }, [400]],
  ['history: negative limit', { url: '/api/v1/transactions/history?limit=-1' }, [400]],
  ['history: negative offset', { url: '/api/v1/transactions/history?offset=-5' }, [400]],
  ['history: fractional limit', { url: '/api/v1/transactions/history?limit=2.5' }, [400]],
  ['history: text limit', { url: `/api/v1/transactions/history?limit=${q(SQL)}` }, [400]],
  [
    'preferences: not a list',
    { method: 'PUT', url: '/api/v1/email-preferences', body: { preferences: 'all' } },
    [400],
  ],
  [
    'preferences: unknown type',
    {
      method: 'PUT',
      url: '/api/v1/email-preferences',
      body: { preferences: [{ emailType: 'spam', enabled: true }] },
    },
    [400],
  ],
  [
    'preferences: text flag',
    {
      method: 'PUT',
      url: '/api/v1/email-preferences',
      body: { preferences: [{ emailType: 'weekly-digest', enabled: 'yes' }] },
    },
    [400],
  ],
  [
    'preferences: too many',
    {
      method: 'PUT',
      url: '/api/v1/email-preferences',
      body: { preferences: Array.from({ length: 50 }, () => ({ emailType: 'x', enabled: true })) },
    },
    [400],
  ],
  ['preferences: missing body', { method: 'PUT', url: '/api/v1/email-preferences' }, [400]],
  [
    'body over the limit',
    {
      method: 'PUT',
      url: '/api/v1/auth/email',
      rawBody: JSON.stringify({ email: 'y'.repeat(100_000) }),
    },
    [413],
  ],
];

it('refuses bad input on every route with a 4xx error text and changes nothing', async () => {
  const before = await snapshot(server.db);
  const cases = [
    ...BAD.map(([name, request, statuses]) => [name, request, statuses] as const),
    ...BAD_AUTHED.map(
      ([name, request, statuses]) => [name, { ...request, token: player.token }, statuses] as const,
    ),
  ];
  for (const [name, request, statuses] of cases) {
    const response = await send({ ...request, url: request.url.replace(':open', openHash) });
    expect(statuses, `${name}: ${response.status} ${response.text}`).toContain(response.status);
    const body = response.json();
    expect(typeof body.error, name).toBe('string');
    expect(body.error.length, name).toBeGreaterThan(0);
    expect(response.text, name).not.toMatch(/\n\s+at |node_modules|\.[jt]s:\d+/);
  }
  expect(await snapshot(server.db)).toBe(before);
});

it('names the missing fields of a call sent without a body', async () => {
  const response = await send({
    method: 'POST',
    url: '/api/v1/solar/collection/buydown',
    token: player.token,
  });
  expect(response.status).toBe(400);
  expect(Object.keys(response.json().details)).toEqual(['hours']);
});

it('treats SQL and script text in a search as plain text', async () => {
  for (const text of [SQL, SCRIPT, '%', '_', '"']) {
    const response = await send({
      url: `/api/v1/solar/solarsystems/search/optimized?search=${q(text)}`,
    });
    expect(response.status, text).toBe(200);
    expect(response.json().pagination.totalCount, text).toBe(0);
  }
});

it('refuses a control character in a search with details.search', async () => {
  for (const path of ['search', 'search/optimized']) {
    for (const text of ['a\u0000b', '\u0000', 'a\u0001b', 'a\nb']) {
      const response = await send({ url: `/api/v1/solar/solarsystems/${path}?search=${q(text)}` });
      expect(response.status, `${path} ${JSON.stringify(text)}`).toBe(400);
      expect(response.json().details).toEqual({ search: 'must not contain control characters' });
    }
  }
});
