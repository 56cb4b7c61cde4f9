import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { EMAIL_CHANGE_TTL_MS } from '@orrery/api/game/accounts';
import { updateGameConfig } from '@orrery/api/game/core';
import { grantCredits } from '@orrery/api/game/ledger';
import { restRoutes, type RestRoute } from '@orrery/api';
import { DEFAULT_TRADING } from '@orrery/domain/config';
import { emailChangeTokenOf, oneClickUnsubscribeUrl, resetTokenOf } from '@orrery/api/mail';
import { closeDatabase, dialectOf, openDatabase, type Db } from '@orrery/db';
import { identityKey } from '@orrery/db/accounts';
import { listOutboxMail } from '@orrery/db/mail';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StartGate } from '../src/boot/start-gate.js';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import {
  httpTransport,
  listen,
  type ApiRequest,
  type ApiResponse,
  type Send,
} from './support/transports.js';

// Every operation of the OpenAPI document, called over real HTTP: each answer (success and error)
// must be a status the document lists for the operation, with a body its schema accepts.

interface Operation {
  responses: Record<
    string,
    {
      headers?: Record<string, unknown>;
      content?: Record<string, { schema: object; example?: unknown }>;
    }
  >;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as JSON
type Document = any;

/** A status every operation the rule applies to answers to the request made. */
interface Refusal {
  status: number;
  applies: (route: RestRoute) => boolean;
  request: () => Parameters<typeof call>[1];
}

/** Enough sign-in attempts for the calls below; the last test uses the rest up. */
const AUTH_ATTEMPTS = 40;

/** The token of the link that confirms the account's waiting address change. */
async function confirmationToken(db: Db, secret: Uint8Array, userId: number): Promise<string> {
  const change = await db
    .selectFrom('email_changes')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const window = Math.floor(Date.parse(change.created_at) / EMAIL_CHANGE_TTL_MS);
  return emailChangeTokenOf(secret, userId, identityKey(change.new_email), window);
}

let server: TestServer;
let send: Send;
let document: Document;
/** The system the contract's player collects (their offer). */
let collected: string;
let ajv: Ajv2020;
/** Which statuses each operation has been seen answering. */
const seen = new Map<string, Set<string>>();

const pathOf = (route: RestRoute) => route.path.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: RestRoute): Operation =>
  document.paths[pathOf(route)][route.method.toLowerCase()];
const routeById = (operationId: string) => {
  const route = restRoutes.find((r) => r.operationId === operationId);
  if (!route) throw new Error(`no operation ${operationId}`);
  return route;
};

const validators = new Map<string, ValidateFunction>();

/** A validator for a response schema; its `#/components/...` references resolve in the document. */
function validator(schema: object): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    validators.set(key, validate);
  }
  return validate;
}

/** Checks one real answer against the document and remembers its status. */
function conforms(route: RestRoute, response: ApiResponse) {
  const status = String(response.status);
  const declared = operationOf(route).responses[status];
  expect(declared, `${route.operationId} answered ${status}: ${response.text}`).toBeDefined();
  for (const header of Object.keys(declared!.headers ?? {})) {
    expect(response.headers[header.toLowerCase()], `${route.operationId} ${status}`).toBeDefined();
  }
  const content = declared!.content?.['application/json'];
  if (route.binary && response.status === 200) {
    expect(declared!.content?.[route.binary.contentType]).toBeDefined();
    expect(response.headers['content-type']).toBe(route.binary.contentType);
    expect(response.text.length).toBeGreaterThan(0);
  } else if (content) {
    const validate = validator(content.schema);
    const body = response.json();
    expect(
      validate(body),
      `${route.operationId} ${status}: ${ajv.errorsText(validate.errors)}`,
    ).toBe(true);
  } else {
    expect(response.text).toBe('');
  }
  const statuses = seen.get(route.operationId) ?? new Set();
  statuses.add(status);
  seen.set(route.operationId, statuses);
}

/** Sends to an operation (path parameters filled in) and checks the answer. */
async function call(
  operationId: string,
  request: Omit<ApiRequest, 'url'> & {
    id?: string;
    rawId?: string;
    query?: string;
    /** Further path parameters by name (the labels chunk of a static map). */
    params?: Record<string, string>;
    /** Appended to the path as it is (a malformed escape). */
    suffix?: string;
    /** Another server to send to. */
    via?: Send;
  } = {},
): Promise<ApiResponse> {
  const route = routeById(operationId);
  // A route's first path parameter (a hash, a society's name) is filled in from `id`.
  const path = route.path
    .replace(/:(\w+)/g, (match, name: string) => request.params?.[name] ?? match)
    .replace(/:\w+/, () => request.rawId ?? encodeURIComponent(request.id ?? ''));
  const response = await (request.via ?? send)({
    method: route.method,
    url: `/api/v1${path}${request.suffix ?? ''}${request.query ? `?${request.query}` : ''}`,
    ...request,
  });
  conforms(route, response);
  return response;
}

beforeAll(async () => {
  server = await startTestServer({ authRateLimit: AUTH_ATTEMPTS });
  send = httpTransport(await listen(server.app));
  document = (await send({ url: '/api/v1/openapi.json' })).json();
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
});
afterAll(() => server.close());

const runFile = promisify(execFile);

describe('the OpenAPI document', () => {
  it("lints clean under Redocly's recommended rules", async () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
    const dir = mkdtempSync(join(tmpdir(), 'orrery-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      // Exits non-zero on an error; warnings are read from the report.
      const { stdout } = await runFile(
        process.execPath,
        [cli, 'lint', file, '--extends=recommended', '--format=json'],
        {
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout: string }) => error);
      const problems = (JSON.parse(stdout) as { problems: { ruleId: string; message: string }[] })
        .problems;
      expect(problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe('every operation answers as the OpenAPI document says', () => {
  let player: Player;
  let hashes: string[];

  it('has an example that its own schema accepts, for every operation', () => {
    for (const route of restRoutes) {
      const [status, response] = Object.entries(operationOf(route).responses)[0]!;
      expect(status).toBe(String(route.status ?? 200));
      if (route.binary) {
        expect(Object.keys(response.content!)).toEqual([route.binary.contentType]);
        continue;
      }
      const content = response.content!['application/json']!;
      const validate = validator(content.schema);
      expect(
        validate(content.example),
        `${route.operationId}: ${ajv.errorsText(validate.errors)}`,
      ).toBe(true);
    }
    // Compiling a validator per operation takes seconds on a loaded machine.
  }, 30_000);

  it('public reads', async () => {
    player = await newPlayer(send);
    const map = await call('getMap');
    hashes = map.json().map((system: { hash: string }) => system.hash);
    await call('getMap', { headers: { 'if-none-match': map.headers.etag! } });
    const found = await call('searchSystems', { query: 'search=a&minPlanets=1&limit=5' });
    await call('searchSystems', {
      query: 'search=a&minPlanets=1&limit=5',
      headers: { 'if-none-match': found.headers.etag! },
    });
    const page = await call('searchSystemsOptimized', { query: 'status=undiscovered&page=2' });
    await call('searchSystemsOptimized', {
      query: 'status=undiscovered&page=2',
      headers: { 'if-none-match': page.headers.etag! },
    });
    await call('searchSystemsOptimized', { query: 'limit=1000' });
    await call('searchSystems', { query: 'page=0' });
    const full = await call('getFullSystem', { id: hashes[0] });
    await call('getFullSystem', {
      id: hashes[0],
      headers: { 'if-none-match': full.headers.etag! },
    });
    await call('getFullSystem', { id: 'no-such-hash' });
    await call('getFullSystem', { id: 'x'.repeat(80) });
    await call('getRandomSystem');
    const manifest = await call('getMapManifest');
    await call('getMapManifest', { headers: { 'if-none-match': manifest.headers.etag! } });
    const { version } = manifest.json();
    const binary = await call('getMapStatic', { id: version });
    await call('getMapStatic', { id: version, headers: { 'if-none-match': binary.headers.etag! } });
    await call('getMapStatic', { id: '1-AAAAAAAAAAAAAAAA' });
    expect((await call('getMapStatic', { id: 'bad version' })).status).toBe(400);
    const labels = await call('getMapLabels', { id: version, params: { chunk: '0' } });
    await call('getMapLabels', {
      id: version,
      params: { chunk: '0' },
      headers: { 'if-none-match': labels.headers.etag! },
    });
    await call('getMapLabels', { id: version, params: { chunk: '999999' } });
    await call('getMapLabels', { id: version, params: { chunk: 'one' } });
    const root = { depth: '0', x: '0', y: '0', z: '0', page: '0' };
    const cell = await call('getMapOctreeCell', { id: version, params: root });
    await call('getMapOctreeCell', {
      id: version,
      params: root,
      headers: { 'if-none-match': cell.headers.etag! },
    });
    await call('getMapOctreeCell', { id: version, params: { ...root, page: '1' } });
    await call('getMapOctreeCell', { id: version, params: { ...root, depth: '11' } });
    const changes = await call('getMapDiscoveries');
    await call('getMapDiscoveries', { headers: { 'if-none-match': changes.headers.etag! } });
    await call('getMapDiscoveries', { query: `since=${changes.json().revision}` });
    await call('getMapDiscoveries', { query: 'since=soon' });
    await call('utcToAsd', { query: 'utc=1960-07-01T20:30:00%2B01:00' });
    await call('utcToAsd', { query: 'utc=yesterday' });
  });

  it('a player collecting, buying down, upgrading and reading the ledger', async () => {
    const token = player.token;
    await call('getRecentAchievement', { token });
    await call('getCollectionStatus', { token });
    await call('getOdds');
    await call('getOdds', { token });
    const offer = (await call('getCollectOffer', { token })).json();
    collected = (await call('collectSystem', { token, id: offer.id })).json().system.hash;
    await call('collectSystem', { token, id: 'offer-2' });
    await call('collectSystem', { token, id: 'no-such-hash' });
    // With a priced (here free) targeted scan a hash may be named: unknown 404, discovered 409.
    await updateGameConfig(server.db, { targetedScanCost: 0 });
    const other = await newPlayer(send);
    await call('collectSystem', { token: other.token, id: collected });
    await call('collectSystem', { token: other.token, id: 'no-such-hash' });
    await updateGameConfig(server.db, { targetedScanCost: null });
    await call('getFullSystem', { id: collected });
    await call('getCollection', { token });
    await call('getBuydownQuote', { token });
    await call('buyDownCooldown', { token, body: { hours: 1 } });
    await call('buyDownCooldown', { token, body: { hours: 'one' } });
    await call('getTelescope', { token });
    await call('upgradeTelescope', { token });
    await grantCredits(server.db, player.id, 100_000, 'contract test funds', new Date());
    await call('upgradeTelescope', { token });
    await call('getBalance', { token });
    await call('getTransactionHistory', { token, query: 'limit=2&offset=0' });
    await call('getTransactionHistory', { token, query: 'limit=-1' });
    await call('getAchievements', { token });
    await call('getRecentAchievement', { token });
    await call('getEmailPreferences', { token });
    await call('updateEmailPreferences', {
      token,
      body: { preferences: [{ emailType: 'weekly-digest', enabled: true }] },
    });
    await call('updateEmailPreferences', {
      token,
      body: { preferences: [{ emailType: 'no-such-type', enabled: true }] },
    });
  });

  it('completion, profiles and leaderboards', async () => {
    const token = player.token;
    await call('getCompletion', { token });
    await call('getProfileSettings', { token });
    await call('updateProfileSettings', { token, body: { showcase: [collected], private: false } });
    const notHeld = hashes.find((h) => h !== collected)!;
    await call('updateProfileSettings', { token, body: { showcase: [notHeld] } });
    await call('getSocietyProfile', { id: player.username });
    await call('getSocietyProfile', { id: 'No Such Society' });
    await call('getLeaderboards');
    await call('getLeaderboards', { token });
  });

  it('the time zone and the streak', async () => {
    const token = player.token;
    await call('getStreak', { token });
    await call('getTimeZone', { token });
    await call('updateTimeZone', { token, body: { timeZone: 'Europe/Berlin' } });
    await call('updateTimeZone', { token, body: { timeZone: 'Mars/Olympus' } });
  });

  it('goals and the currency sinks', async () => {
    const token = player.token;
    await call('getGoals', { token });
    // The player collected today (above): the daily goal is complete.
    await call('claimGoal', { token, id: 'daily-survey' });
    await call('claimGoal', { token, id: 'daily-survey' });
    await call('claimGoal', { token, id: 'weekly-worlds' });
    await call('claimGoal', { token, id: 'no-such-goal' });
    await call('getSinkPrices');
    await call('nameSystem', { token, body: { hash: collected, name: 'Contract Harbour' } });
    await call('nameSystem', { token, body: { hash: collected, name: 'x' } });
    await call('nameSystem', { token, body: { hash: 'no-such-hash', name: 'Somewhere' } });
    const rival = await newPlayer(send);
    const rivalOffer = (await call('getCollectOffer', { token: rival.token })).json();
    const rivals = (await call('collectSystem', { token: rival.token, id: rivalOffer.id })).json();
    await grantCredits(server.db, rival.id, 5000, 'contract test funds', new Date());
    await call('nameSystem', {
      token: rival.token,
      body: { hash: rivals.system.hash, name: 'contract harbour' },
    });
    await call('applyCardFinish', { token, body: { hash: collected, finish: 'foil' } });
    await call('applyCardFinish', { token, body: { hash: collected, finish: 'foil' } });
    await call('applyCardFinish', { token, body: { hash: collected, finish: 'gold' } });
    await call('applyCardFinish', { token, body: { hash: 'no-such-hash', finish: 'foil' } });
  });

  it('trades and blocks', async () => {
    // New societies may trade here: the default age and hold would need days to pass.
    await updateGameConfig(server.db, {
      trading: {
        ...DEFAULT_TRADING,
        minAccountAgeDays: 0,
        minCollectedSystems: 1,
        freshSystemHoldHours: 0,
      },
    });
    const [vega, altair] = [await newPlayer(send), await newPlayer(send)];
    const holdings: string[] = [];
    for (const p of [vega, altair]) {
      const offer = (await call('getCollectOffer', { token: p.token })).json();
      holdings.push(
        (await call('collectSystem', { token: p.token, id: offer.id })).json().system.hash,
      );
    }
    const [mine, theirs] = holdings as [string, string];
    const propose = (token: string, body: object) => call('proposeTrade', { token, body });
    const sent = (
      await propose(vega.token, { to: altair.username, give: [mine], get: [theirs] })
    ).json();
    await propose(vega.token, { to: 'No Such Society', give: [mine] });
    await propose(vega.token, { to: altair.username, give: [mine, mine] });
    await call('listTrades', { token: altair.token, query: 'box=incoming' });
    await call('listTrades', { token: altair.token, query: 'box=nowhere' });
    await call('getTrade', { token: vega.token, id: String(sent.id) });
    await call('getTrade', { token: vega.token, id: '999999' });
    await call('acceptTrade', { token: vega.token, id: String(sent.id) });
    await call('declineTrade', { token: vega.token, id: String(sent.id) });
    await call('cancelTrade', { token: altair.token, id: String(sent.id) });
    for (const operationId of ['acceptTrade', 'declineTrade', 'cancelTrade']) {
      await call(operationId, { token: altair.token, id: '999999' });
    }
    await call('acceptTrade', { token: altair.token, id: String(sent.id) });
    const gift = (await propose(altair.token, { to: vega.username, give: [mine] })).json();
    await call('cancelTrade', { token: altair.token, id: String(gift.id) });
    await call('declineTrade', { token: vega.token, id: String(gift.id) });
    await call('cancelTrade', { token: altair.token, id: String(gift.id) });
    await call('acceptTrade', { token: vega.token, id: String(gift.id) });
    const asked = (await propose(altair.token, { to: vega.username, give: [mine] })).json();
    await call('declineTrade', { token: vega.token, id: String(asked.id) });
    await propose(vega.token, { to: altair.username, getCredits: 1, counters: asked.id });
    await call('blockSociety', { token: altair.token, id: vega.username });
    await call('blockSociety', { token: altair.token, id: 'No Such Society' });
    await propose(vega.token, { to: altair.username, getCredits: 1 });
    await call('getSocietyBlock', { token: altair.token, id: vega.username });
    await call('getSocietyBlock', { token: altair.token, id: 'No Such Society' });
    await call('getTradeRules');
    await call('unblockSociety', { token: altair.token, id: vega.username });
    await call('unblockSociety', { token: altair.token, id: 'No Such Society' });
  });

  it('accounts: register, sign in, profile, e-mail, password, deletion', async () => {
    const email = `contract-${process.pid}@example.com`;
    const password = 'correct horse battery';
    const body = { username: 'Contract Society', suffix: '', email, password };
    await call('register', { body });
    await call('register', { body });
    await call('register', { body: { username: 1 } });
    const login = await call('login', { body: { email, password } });
    await call('login', { body: { email, password: 'wrong password' } });
    const token: string = login.json().token;
    await call('getProfile', { token });
    const moveTo = (address: string, currentPassword?: string, as = token) =>
      call('updateEmail', { token: as, body: { email: address, currentPassword } });
    await moveTo(player.email, password);
    await moveTo(`new-${email}`, 'nope nope');
    await moveTo(`new-${email}`);
    await moveTo(`new-${email}`, password);
    // The player asks for the same address too: the first link opened takes it.
    await moveTo(`new-${email}`, player.password, player.token);
    const secret = server.config.session.secret;
    const links = [
      await confirmationToken(server.db, secret, login.json().user.id),
      await confirmationToken(server.db, secret, player.id),
    ];
    await call('confirmEmail', { body: { token: 'forged' } });
    await call('confirmEmail', { body: { token: links[0] } });
    await call('confirmEmail', { body: { token: links[1] } });
    await call('updatePassword', { token, body: { currentPassword: 'nope', newPassword: 'x' } });
    await call('updatePassword', { token, body: { currentPassword: password, newPassword: 'x' } });
    await call('updatePassword', {
      token,
      body: { currentPassword: password, newPassword: 'another horse battery' },
    });
    const elsewhere = await call('login', {
      body: { email: `new-${email}`, password: 'another horse battery' },
    });
    await call('logout', { token: elsewhere.json().token });

    await call('requestPasswordReset', { body: { email: 'not an address' } });
    await call('requestPasswordReset', { body: { email: `new-${email}` } });
    const [queued] = await listOutboxMail(server.db, { limit: 1 });
    const { nonce } = JSON.parse(queued!.payload) as { nonce: string };
    const resetToken = resetTokenOf(server.config.session.secret, nonce);
    await call('resetPassword', { body: { token: 'forged', password: 'a third horse battery' } });
    await call('resetPassword', { body: { token: resetToken, password: 'a third horse battery' } });

    const site = { publicUrl: '', secret: server.config.session.secret };
    const unsubscribe = (userId: number) =>
      oneClickUnsubscribeUrl(site, userId, 'product-news', new Date()).split('?')[1]!;
    await call('unsubscribe', { query: unsubscribe(player.id) });
    await call('unsubscribe', { query: unsubscribe(player.id).replace(/sig=[^&]+/, 'sig=forged') });
    await call('unsubscribe', { query: unsubscribe(987_654) });

    // The reset ended every session: a new one deletes the account.
    const again = await call('login', {
      body: { email: `new-${email}`, password: 'a third horse battery' },
    });
    const last = again.json().token;
    await call('deleteAccount', { token: last });
    await call('deleteAccount', { token: last, body: { currentPassword: 'nope nope' } });
    await call('deleteAccount', {
      token: last,
      body: { currentPassword: 'a third horse battery' },
    });
    await call('getProfile', { token: last });
  });

  it('refusals every operation can meet, each with the status the table says', async () => {
    const id = hashes[3];
    const token = player.token;
    // A server over its own copy of the galaxy whose start gate is closed, as during a first seed.
    const gate = new StartGate();
    gate.close();
    const seeding = await startTestServer({ startGate: gate });
    const seedingUrl = await listen(seeding.app);
    const provoke: Refusal[] = [
      { status: 401, applies: (route) => route.auth, request: () => ({ id }) },
      {
        status: 413,
        applies: (route) => route.method !== 'GET',
        request: () => ({ id, token, rawBody: 'x'.repeat(40_000) }),
      },
      {
        status: 415,
        applies: (route) => route.method !== 'GET',
        request: () => ({
          id,
          token,
          rawBody: 'hours=1',
          headers: { 'content-type': 'text/plain' },
        }),
      },
      {
        status: 415,
        applies: (route) => route.method !== 'GET' && !route.formBody,
        request: () => ({
          id,
          token,
          rawBody: 'hours=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      },
      {
        status: 414,
        applies: (route) => route.path.includes(':'),
        request: () => ({ id: 'x'.repeat(101), token }),
      },
      {
        status: 400,
        applies: (route) => route.path.includes(':'),
        request: () => ({ rawId: '%zz', token }),
      },
      {
        status: 400,
        applies: (route) => !route.path.includes(':'),
        request: () => ({ suffix: '%zz', token }),
      },
      {
        status: 431,
        applies: () => true,
        request: () => ({ id, headers: { 'x-padding': 'x'.repeat(20_000) } }),
      },
      {
        status: 503,
        applies: () => true,
        request: () => ({ id, token, via: httpTransport(seedingUrl) }),
      },
    ];
    try {
      for (const route of restRoutes) {
        for (const { status, applies, request } of provoke) {
          if (!applies(route)) continue;
          const response = await call(route.operationId, request());
          expect(response.status, `${route.operationId}: ${response.text}`).toBe(status);
        }
      }
    } finally {
      await seeding.close();
    }
  });

  // Reads meet 503 only when the database is out of reach (database-faults.test.ts mounts a
  // read-only and a full file system); here SQLite's write lock, held elsewhere past the busy
  // timeout, refuses writes the same way. PostgreSQL queues such writes instead.
  it('a write the database cannot take right now', async (context) => {
    if (dialectOf(server.db) === 'postgres') context.skip();
    // A server of its own that gives up on a locked database soon (DATABASE_BUSY_TIMEOUT_MS).
    const quick = await startTestServer(
      { config: server.config },
      { open: { busyTimeoutMs: 100 } },
    );
    const via = httpTransport(await listen(quick.app));
    const own = await newPlayer(via);
    const holder = openDatabase(quick.target);
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = holder.transaction().execute(async () => {
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    try {
      await isLocked;
      const body = {
        username: 'Locked Out',
        suffix: '',
        email: 'locked@example.com',
        password: 'long enough',
      };
      const [register, collect] = await Promise.all([
        call('register', { body, via }),
        call('collectSystem', { token: own.token, id: hashes[4], via }),
      ]);
      expect([register.status, collect.status]).toEqual([503, 503]);
    } finally {
      release();
      await held;
      await closeDatabase(holder);
      await quick.close();
    }
  }, 20_000);

  it('too many sign-in attempts', async () => {
    for (let attempt = 0; attempt <= AUTH_ATTEMPTS; attempt += 1) {
      // A new e-mail each time: the per-address limit answers, not the per-account one.
      const body = { email: `nobody${attempt}@example.com`, password: 'whatever pw' };
      if ((await call('login', { body })).status === 429) break;
    }
    const body = { username: 'Too Late', suffix: '', email: 'late@example.com', password: 'pw' };
    await call('register', { body });
    await call('requestPasswordReset', { body: { email: 'late@example.com' } });
    await call('resetPassword', { body: { token: 'late', password: 'whatever pw' } });
    await call('confirmEmail', { body: { token: 'late' } });
    const token = player.token;
    const currentPassword = player.password;
    await call('updateEmail', { token, body: { email: 'late@example.com', currentPassword } });
    await call('updatePassword', { token, body: { currentPassword, newPassword: 'whatever pw' } });
    await call('deleteAccount', { token, body: { currentPassword } });
    expect(seen.get('login')).toContain('429');
    expect(seen.get('register')).toContain('429');
  });

  it('a galaxy without systems has no random one', async () => {
    await server.db.deleteFrom('systems').execute();
    await call('getRandomSystem');
  });

  it('has seen every operation succeed and every status it declares', () => {
    const missing = restRoutes.flatMap((route) =>
      Object.keys(operationOf(route).responses)
        .filter((status) => !seen.get(route.operationId)?.has(status))
        .map((status) => `${route.operationId} ${status}`),
    );
    expect(missing).toEqual([]);
  });
});
