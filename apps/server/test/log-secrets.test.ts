import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect, it, vi } from 'vitest';
import { newPlayer } from './support/players.js';
import {
  buildServerOnce,
  startServerProcess,
  stopServerProcess,
} from './support/server-process.js';
import { databaseForServerProcesses } from './support/process-database.js';
import { httpTransport } from './support/transports.js';

// A real run (the built server, its mail written as .eml files) hands out every kind of secret a
// player receives: a session token, a reset link, unsubscribe links; each is used as a person (or
// a mail client) would. None of them may appear in what the server wrote to its log.

const PUBLIC_URL = 'http://orrery.test';
const dir = mkdtempSync(join(tmpdir(), 'orrery-log-secrets-'));
const mailDir = join(dir, 'mail');
const webDist = join(dir, 'web');
mkdirSync(webDist);
writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_PATH: join(dir, 'orrery.db'),
  PORT: '0',
  HOST: '127.0.0.1',
  GALAXY_SEED: 'log-secrets',
  GALAXY_SIZE: '300',
  LOG_LEVEL: 'debug',
  WARM_UP_REQUESTS: '0',
  WEB_DIST: webDist,
  MAIL_DIR: mailDir,
  PUBLIC_URL,
  JWT_SECRET: 'log-secrets-test-secret-that-is-long-enough',
};

databaseForServerProcesses(env, dir);
beforeAll(buildServerOnce, 240_000);

/** The decoded text of every .eml mailed to `email` so far (quoted-printable undone). */
function mailsTo(email: string): string[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .map((file) => readFileSync(join(mailDir, file), 'utf8'))
    .filter((eml) => eml.includes(`To: ${email}`))
    .map((eml) =>
      eml
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

it('writes none of the secrets it hands out to its log', async () => {
  const server = await startServerProcess(env);
  const secrets: string[] = [];
  try {
    const send = httpTransport(server.baseUrl);
    const player = await newPlayer(send);
    secrets.push(player.token, player.password);

    // A collect unlocks an achievement: its mail carries unsubscribe links.
    const offer = (
      await send({ url: '/api/v1/solar/collection/offer', token: player.token })
    ).json();
    const collected = await send({
      method: 'POST',
      url: `/api/v1/solar/collect/${offer.id}`,
      token: player.token,
    });
    expect(collected.status).toBe(200);
    expect(
      (
        await send({
          method: 'POST',
          url: '/api/v1/auth/forgot-password',
          body: { email: player.email },
        })
      ).status,
    ).toBe(200);

    const [reset, unsubscribePage, oneClick] = await vi.waitFor(
      () => {
        const text = mailsTo(player.email).join('\n');
        const links = [
          /http:\/\/orrery\.test(\/reset-password\?token=[^\s"<>]+)/.exec(text)?.[1],
          /http:\/\/orrery\.test(\/unsubscribe\?[^\s"<>]+)/.exec(text)?.[1],
          /<http:\/\/orrery\.test(\/api\/v1\/email-preferences\/unsubscribe\?[^\s>]+)>/.exec(
            text,
          )?.[1],
        ];
        expect(links.every((link) => link !== undefined)).toBe(true);
        return links as string[];
      },
      { timeout: 20_000, interval: 100 },
    );
    const token = decodeURIComponent(new URL(reset!, PUBLIC_URL).searchParams.get('token')!);
    const sig = new URL(oneClick!, PUBLIC_URL).searchParams.get('sig')!;
    secrets.push(token, encodeURIComponent(token), sig, encodeURIComponent(sig));

    // Each link opened as a person would: the page, then its call.
    expect((await send({ url: reset! })).status).toBe(200);
    expect((await send({ url: unsubscribePage! })).status).toBe(200);
    const unsubscribed = await send({
      method: 'POST',
      url: oneClick!,
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);
    const newPassword = 'a brand new horse battery';
    secrets.push(newPassword);
    const done = await send({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      body: { token, password: newPassword },
    });
    expect(done.status).toBe(200);
    const again = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: newPassword },
    });
    expect(again.status).toBe(200);
    secrets.push(again.json().token);
    // The same token and signature sent through tRPC's query form (a GET's input is in the URL).
    const input = encodeURIComponent(JSON.stringify({ token, password: newPassword }));
    await send({ url: `/trpc/auth.resetPassword?input=${input}` });
  } finally {
    expect(await stopServerProcess(server.child)).toBe(0);
  }
  const log = server.lines.join('\n');
  // The run was logged: its requests, the reset link's page among them.
  expect(log).toContain('/reset-password?token=');
  expect(log).toContain('/api/v1/email-preferences/unsubscribe?');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toContain(env.JWT_SECRET);
}, 120_000);
