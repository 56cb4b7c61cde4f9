import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayer, type Player } from './support/players.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { httpTransport, listen, type ApiResponse, type Send } from './support/transports.js';

// A private society is named nowhere public (docs/game-rules.md, "Profiles and leaderboards"):
// every read of the OpenAPI document, signed out and signed in as another player, and the share
// pages, over real HTTP. The reads are asked first while the society is public, so that their
// answers are cached (response cache, read front): turning private must reach those too. Its own
// views keep its name, and turning public again names it again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is read as JSON
type Document = any;

let server: TestServer;
let send: Send;
let document: Document;
let owner: Player;
let other: Player;
/** The system the owner collected, and its name. */
let hash: string;
let systemName: string;

const NAME = 'Quiet Cartographer';

/** Whether a GET answers an open event stream, whose privacy live-events.test.ts checks. */
const streams = (get: Document) => Boolean(get.responses?.['200']?.content?.['text/event-stream']);

/** Every URL a GET of the document can be asked with: its parameters filled in, a few queries. */
function readUrls(version: string): string[] {
  const urls: string[] = [];
  for (const [path, operations] of Object.entries<Record<string, Document>>(document.paths)) {
    if (!operations.get || streams(operations.get)) continue;
    const filled = `/api/v1${path}`
      .replace('{id}', hash)
      .replace('{username}', encodeURIComponent(NAME))
      .replace('{name}', encodeURIComponent(NAME))
      .replace('{version}', version)
      .replace('{chunk}', '0')
      .replace(/\{(depth|x|y|z|page)\}/g, '0');
    expect(filled, `a parameter of ${path} is not filled in`).not.toMatch(/[{}]/);
    urls.push(filled);
    if (path.includes('/search')) {
      const named = encodeURIComponent(systemName);
      urls.push(`${filled}?search=${named}`, `${filled}?status=discovered&limit=100`);
    }
    if (path.endsWith('/discoveries')) urls.push(`${filled}?since=0`);
    if (path.endsWith('/utc-to-asd')) urls.push(`${filled}?utc=2030-01-01T00:00:00.000Z`);
  }
  return urls;
}

const SHARE_URLS = () => [
  `/share/solar/${hash}`,
  `/share/society/${encodeURIComponent(NAME)}`,
  `/share/society/${encodeURIComponent(NAME)}/card.png`,
];

/** Every read's answer, as a visitor or with `token`. */
async function readAll(token?: string): Promise<Map<string, ApiResponse>> {
  const manifest = (await send({ url: '/api/v1/solar/solarsystems/map/static' })).json();
  const answers = new Map<string, ApiResponse>();
  for (const url of [...readUrls(manifest.version), ...SHARE_URLS()]) {
    answers.set(url, await send({ url, token }));
  }
  return answers;
}

const naming = (answers: Map<string, ApiResponse>) =>
  [...answers].filter(([, a]) => a.text.toLowerCase().includes(NAME.toLowerCase())).map(([u]) => u);

const setPrivate = async (value: boolean) => {
  const saved = await send({
    method: 'PUT',
    url: '/api/v1/user/profile',
    token: owner.token,
    body: { private: value },
  });
  expect(saved.status, saved.text).toBe(200);
};

/** The share image's version in the system's share page (it changes with what the image draws). */
const imageVersion = (page: ApiResponse) => /card\.png\?v=([\w-]+)/.exec(page.text)?.[1];

beforeAll(async () => {
  server = await startTestServer();
  send = httpTransport(await listen(server.app));
  document = (await send({ url: '/api/v1/openapi.json' })).json();
  owner = await newPlayer(send, NAME);
  other = await newPlayer(send);
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: owner.token })).json();
  const collected = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: owner.token,
  });
  expect(collected.status, collected.text).toBe(200);
  ({ hash, name: systemName } = collected.json().system);
  const showcased = await send({
    method: 'PUT',
    url: '/api/v1/user/profile',
    token: owner.token,
    body: { showcase: [hash] },
  });
  expect(showcased.status).toBe(200);
});
afterAll(() => server.close());

describe('a private society, over HTTP', () => {
  let publicPage: ApiResponse;

  it('is named by the public reads while public (their answers now cached)', async () => {
    const answers = await readAll();
    const named = naming(answers);
    for (const url of [
      `/api/v1/solar/solarsystem/${hash}/full`,
      `/api/v1/solar/solarsystems/search?search=${encodeURIComponent(systemName)}`,
      `/api/v1/society/${encodeURIComponent(NAME)}`,
      '/api/v1/leaderboards',
      `/share/solar/${hash}`,
    ]) {
      expect(named, url).toContain(url);
    }
    publicPage = answers.get(`/share/solar/${hash}`)!;
    // Asked again: served from the cache.
    expect(naming(await readAll(other.token))).toEqual(expect.arrayContaining(named));
  });

  it('is named in no read of the document, nor on a share page, once private', async () => {
    await setPrivate(true);
    for (const token of [undefined, other.token]) {
      const answers = await readAll(token);
      expect(naming(answers), token ? 'signed in as another player' : 'signed out').toEqual([]);
      const full = answers.get(`/api/v1/solar/solarsystem/${hash}/full`)!.json();
      expect(full).toMatchObject({ discovered: true, discoverer: { username: null } });
      const page = answers.get(`/share/solar/${hash}`)!;
      expect(page.text).toContain('discovered by a private society');
      expect(imageVersion(page)).not.toBe(imageVersion(publicPage));
      expect(answers.get(`/share/society/${encodeURIComponent(NAME)}`)!.status).toBe(404);
      const boards = answers.get('/api/v1/leaderboards')!.json().boards;
      expect(boards[0].entries).toContainEqual(
        expect.objectContaining({ username: null, societyName: null, hasProfile: false }),
      );
    }
  });

  it('still shows the society everything of its own', async () => {
    const own = async (url: string) => (await send({ url, token: owner.token })).text;
    expect(await own(`/api/v1/society/${encodeURIComponent(NAME)}`)).toContain(NAME);
    expect(await own('/api/v1/solar/collection')).toContain(NAME);
    expect(await own('/api/v1/leaderboards')).toContain(NAME);
    expect(JSON.parse(await own('/api/v1/user/profile'))).toMatchObject({ private: true });
  });

  it('is named again once public again', async () => {
    await setPrivate(false);
    const named = naming(await readAll(other.token));
    expect(named).toContain(`/api/v1/solar/solarsystem/${hash}/full`);
    expect(named).toContain('/api/v1/leaderboards');
    expect(named).toContain(`/share/solar/${hash}`);
  });
});
