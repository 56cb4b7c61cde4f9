import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppOptions } from '../src/http/app.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { listen } from './support/transports.js';

// Share pages name their own absolute URL and image for crawlers. The client writes `Host` (and
// any X-Forwarded-* header), so a page must never take its origin from them unless TRUST_PROXY
// says the peer is a proxy of ours.

/** A GET over real HTTP with headers fetch will not send as given (Host). */
function get(baseUrl: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = request(new URL(path, baseUrl), { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const ogOf = (html: string, key: string) =>
  new RegExp(`<meta property="og:${key}" content="([^"]*)">`).exec(html)?.[1];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The og:url and og:image of the society page of a fresh player, asked with `headers`. */
async function shareUrls(options: Partial<AppOptions>, headers: Record<string, string>) {
  server = await startTestServer(options);
  const baseUrl = await listen(server.app);
  const name = `Origin ${Math.random().toString(36).slice(2, 8)}`;
  const registered = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      suffix: '',
      email: `${name.replace(' ', '-')}@example.com`,
      password: 'correct horse battery',
    }),
  });
  expect(registered.status).toBe(201);
  const page = await get(baseUrl, `/share/society/${encodeURIComponent(name)}`, headers);
  expect(page.status).toBe(200);
  const port = new URL(baseUrl).port;
  return { url: ogOf(page.body, 'url')!, image: ogOf(page.body, 'image')!, port, name };
}

describe('share pages name their site', () => {
  it('by PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const { url, image, name } = await shareUrls(
      { publicUrl: 'https://orrery.example/play', trustProxy: ['127.0.0.1'] },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '1.2.3.4' },
    );
    expect(url).toBe(`https://orrery.example/play/share/society/${encodeURIComponent(name)}`);
    expect(image.startsWith(`https://orrery.example/play/share/society/`)).toBe(true);
  });

  it('never by a raw Host: without PUBLIC_URL, this server on localhost', async () => {
    const { url, image, port } = await shareUrls({}, { host: 'evil.example' });
    expect(url.startsWith(`http://localhost:${port}/share/society/`)).toBe(true);
    expect(image.startsWith(`http://localhost:${port}/share/society/`)).toBe(true);
  });

  it('by the forwarded host only from a peer TRUST_PROXY names', async () => {
    const forwarded = {
      host: 'internal:3000',
      'x-forwarded-host': 'orrery.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.9',
    };
    const trusted = await shareUrls({ trustProxy: ['127.0.0.1'] }, forwarded);
    expect(trusted.url.startsWith('https://orrery.example/share/society/')).toBe(true);
    await server!.close();
    server = undefined;
    const untrusted = await shareUrls({ trustProxy: ['10.0.0.0/8'] }, forwarded);
    expect(untrusted.url.startsWith(`http://localhost:${untrusted.port}/share/society/`)).toBe(
      true,
    );
  });
});
