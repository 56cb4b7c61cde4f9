import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapPageChunks } from '../src/map/map-page-preloads.js';
import { startTestServer, type TestServer } from './support/test-server.js';

const INDEX =
  '<!doctype html><html><head><title>Orrery</title>' +
  '<script type="module" src="/assets/index-E1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A web build as Vite lays it out, with the manifest that names the map page's chunks. */
function webBuild(root: string): string {
  mkdirSync(join(root, 'assets'), { recursive: true });
  mkdirSync(join(root, '.vite'));
  writeFileSync(join(root, 'index.html'), INDEX);
  for (const file of ['index-E1.js', 'api-A1.js', 'map-page-M1.js', 'three-T1.js', 'loader-L1.js'])
    writeFileSync(join(root, 'assets', file), 'export {};');
  // The build's precompressed copy (apps/web/precompress.ts) of a large chunk.
  writeFileSync(join(root, 'assets', 'three-T1.js.br'), brotliCompressSync(THREE));
  writeFileSync(
    join(root, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-E1.js',
        isEntry: true,
        imports: ['_api-A1.js'],
        dynamicImports: ['m'],
      },
      // Imported by the entry too: index.html preloads it already.
      '_api-A1.js': { file: 'assets/api-A1.js' },
      'src/pages/map/view/map-page.tsx': {
        file: 'assets/map-page-M1.js',
        isDynamicEntry: true,
        imports: [
          '_three-T1.js',
          'index.html',
          '_api-A1.js',
          'src/pages/map/data/static-map-loader.ts',
        ],
      },
      '_three-T1.js': { file: 'assets/three-T1.js', imports: ['index.html'] },
      'src/pages/map/data/static-map-loader.ts': {
        file: 'assets/loader-L1.js',
        isDynamicEntry: true,
        imports: ['_three-T1.js'],
      },
    }),
  );
  return root;
}

const THREE = `export const three = ${JSON.stringify('x'.repeat(5000))};`;

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'orrery-preloads-'));
  server = await startTestServer({ webDist: webBuild(join(dir, 'web')) });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

describe("the map page's preloads", () => {
  it("names the map page's chunks and what they import, less the app's entry and its imports", () => {
    expect(mapPageChunks(join(dir, 'web'))).toEqual([
      '/assets/map-page-M1.js',
      '/assets/three-T1.js',
      '/assets/loader-L1.js',
    ]);
    // An older build without a manifest is served as it was.
    expect(mapPageChunks(join(dir, 'nothing-here'))).toEqual([]);
  });

  it("starts the map code and the static map's manifest downloading from /map", async () => {
    const page = await server.app.inject('/map');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(links(page.body)).toEqual([
      '<link rel="modulepreload" href="/assets/map-page-M1.js">',
      '<link rel="modulepreload" href="/assets/three-T1.js">',
      '<link rel="modulepreload" href="/assets/loader-L1.js">',
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/solar/solarsystems/map/static">',
    ]);
    // The rest of the page is the built index.html, its links in the head.
    expect(page.body.replace(links(page.body).join(''), '')).toBe(INDEX);
    // What the links name is there.
    for (const link of links(page.body)) {
      const href = /href="([^"]+)"/.exec(link)![1]!;
      expect((await server.app.inject(href)).statusCode, href).toBe(200);
    }
  });

  it('revalidates /map by an ETag of its own bytes', async () => {
    const first = await server.app.inject('/map');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await server.app.inject({ url: '/map', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const index = await server.app.inject('/dashboard');
    expect(index.headers.etag).not.toBe(etag);
  });

  it("sends the build's precompressed assets as they are, immutable", async () => {
    const reply = await server.app.inject({
      url: '/assets/three-T1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload.equals(brotliCompressSync(THREE))).toBe(true);
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(THREE);
  });

  it('leaves every other page and the landing as built', async () => {
    for (const path of ['/', '/dashboard', '/map/', '/mapping', '/solar/abc123']) {
      const page = await server.app.inject(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body, path).toBe(INDEX);
    }
  });
});
