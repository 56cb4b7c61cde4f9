import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimDueMail, listOutboxMail } from '@orrery/db/mail';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAIL_LEASE_MS,
  MAIL_MAX_ATTEMPTS,
  MailSender,
  retryDelayMs,
} from '../src/mail/mail-sender.js';
import { fileTransport, smtpTransport, type MailTransport } from '../src/mail/mail-transport.js';
import { newPlayer, type Player } from './support/players.js';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from './support/smtp-peer.js';
import { startTestServer, type TestServer } from './support/test-server.js';
import { injectTransport, type Send } from './support/transports.js';

// The outbox end to end: the API's events queue mail in their transactions, the sender delivers it
// to a real SMTP server (smtp-server on a loopback port), and the links in it work.

const PUBLIC_URL = 'http://orrery.test';
const HOUR = 3_600_000;

let server: TestServer;
let send: Send;
let peer: SmtpPeer;
let now: Date;
const clock = () => now;
const advance = (ms: number) => (now = new Date(now.getTime() + ms));

beforeAll(async () => {
  now = new Date('2030-03-04T10:00:00Z');
  server = await startTestServer({ clock });
  send = injectTransport(server.app);
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.close();
  await server.close();
});
beforeEach(() => {
  peer.received.length = 0;
  peer.refuse = undefined;
});

function sender(transport: MailTransport = smtpTransport(peer.url)) {
  return new MailSender({
    db: server.db,
    transport,
    site: { publicUrl: PUBLIC_URL, secret: server.config.session.secret },
    from: 'Orrery <orrery@orrery.test>',
    log: server.app.log,
    clock,
  });
}

/** Rounds until nothing is due (a round handles a batch). */
async function drain(mailer = sender()) {
  while ((await mailer.round()) > 0);
}

const mailTo = (player: Player) => peer.received.filter((m) => m.envelopeTo.includes(player.email));

/** The path and query of an absolute link into the site. */
const sitePath = (url: string) => url.replace(PUBLIC_URL, '');

/** Collects the player's offer, as the dashboard does (at the server's clock). */
async function collectOne(player: Player) {
  const offer = (await send({ url: '/api/v1/solar/collection/offer', token: player.token })).json();
  const response = await send({
    method: 'POST',
    url: `/api/v1/solar/collect/${offer.id}`,
    token: player.token,
  });
  expect(response.status).toBe(200);
  return response.json();
}

async function preferences(player: Player): Promise<Record<string, boolean>> {
  const list = (await send({ url: '/api/v1/email-preferences', token: player.token })).json();
  return Object.fromEntries(
    list.map((p: { emailType: string; enabled: boolean }) => [p.emailType, p.enabled]),
  );
}

async function setPreference(player: Player, emailType: string, enabled: boolean) {
  const response = await send({
    method: 'PUT',
    url: '/api/v1/email-preferences',
    token: player.token,
    body: { preferences: [{ emailType, enabled }] },
  });
  expect(response.status).toBe(200);
}

describe('game mail', () => {
  it('mails an achievement at once and one reminder when the cooldown ends, with a one-click unsubscribe', async () => {
    const player = await newPlayer(send);
    const collected = await collectOne(player);
    expect(collected.newlyObtainedAchievements.length).toBeGreaterThan(0);
    await drain();
    const [achievement, ...others] = mailTo(player);
    expect(others).toEqual([]);
    expect(achievement!.subject).toMatch(/achievement/i);
    expect(achievement!.headers.from).toBe('Orrery <orrery@orrery.test>');
    expect(achievement!.text).toContain(collected.newlyObtainedAchievements[0].name);
    expect(achievement!.html).toContain('ORRERY');
    expect(achievement!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(achievement!.headers['list-unsubscribe']!)![1]!;
    expect(oneClick).toMatch(/^http:\/\/orrery\.test\/api\/v1\/email-preferences\/unsubscribe\?/);

    // Not before the cooldown ends; then once, however many rounds follow.
    advance(23 * HOUR);
    await drain();
    expect(mailTo(player)).toHaveLength(1);
    advance(1 * HOUR + 1000);
    await drain();
    advance(HOUR);
    await drain();
    expect(mailTo(player).map((m) => m.subject)).toEqual([
      achievement!.subject,
      'Your next solar system is ready to collect',
    ]);

    // The one-click POST a mail client sends (RFC 8058): a form, no session.
    const forged = await send({
      method: 'POST',
      url: sitePath(oneClick).replace(/sig=[^&]+/, 'sig=AAAA'),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    expect(forged.json()).toEqual({
      error: 'This unsubscribe link is not valid',
      details: { sig: 'This unsubscribe link is not valid' },
    });
    expect((await preferences(player))['achievement-unlocked']).toBe(true);
    const otherType = await send({
      method: 'POST',
      url: sitePath(oneClick).replace('type=achievement-unlocked', 'type=collection-ready'),
    });
    expect(otherType.status).toBe(400);
    const unsubscribed = await send({
      method: 'POST',
      url: sitePath(oneClick),
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status).toBe(200);
    expect(await preferences(player)).toMatchObject({
      'achievement-unlocked': false,
      'collection-ready': true,
    });
  });

  it('sends nothing a player has switched off, even if switched off after it was queued', async () => {
    const player = await newPlayer(send);
    await setPreference(player, 'achievement-unlocked', false);
    await collectOne(player);
    await setPreference(player, 'collection-ready', false);
    advance(25 * HOUR);
    await drain();
    expect(mailTo(player)).toEqual([]);
    const rows = (await listOutboxMail(server.db, { limit: 100 })).filter(
      (r) => r.user_id === player.id,
    );
    expect(rows.map((r) => [r.kind, r.status, r.last_error])).toEqual([
      ['collection-ready', 'skipped', 'preference off'],
    ]);
  });

  it('sends no reminder to a player who collected meanwhile', async () => {
    const player = await newPlayer(send);
    await setPreference(player, 'achievement-unlocked', false);
    await collectOne(player);
    advance(24 * HOUR + 1000);
    // The sender has not come round yet; the player collects first.
    await collectOne(player);
    await drain();
    expect(mailTo(player)).toEqual([]);
    advance(24 * HOUR + 1000);
    await drain();
    expect(mailTo(player).map((m) => m.subject)).toEqual([
      'Your next solar system is ready to collect',
    ]);
  });
});

describe('delivery', () => {
  async function queueResetFor(player: Player) {
    const response = await send({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      body: { email: player.email },
    });
    expect(response.status).toBe(200);
  }

  it('loses nothing when the sender dies between the commit and the send', async () => {
    const player = await newPlayer(send);
    await queueResetFor(player);
    // A sender took the row and died before sending: nothing was recorded but its claim.
    expect(
      await claimDueMail(server.db, now, new Date(now.getTime() + MAIL_LEASE_MS), 100),
    ).not.toEqual([]);
    await drain();
    expect(mailTo(player)).toEqual([]);
    // After the lease, the restarted sender delivers it, once.
    advance(MAIL_LEASE_MS);
    await drain();
    await drain();
    expect(mailTo(player).map((m) => m.subject)).toEqual(['Reset your Orrery password']);
  });

  it('delivers once to an SMTP server that refuses and then accepts', async () => {
    const player = await newPlayer(send);
    await queueResetFor(player);
    peer.refuse = { code: 451, message: 'Try again later' };
    await drain();
    expect(peer.received).toEqual([]);
    const [row] = await listOutboxMail(server.db, { limit: 1 });
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('451');
    peer.refuse = undefined;
    advance(retryDelayMs(1) - 1000);
    await drain();
    expect(peer.received).toEqual([]);
    advance(1000);
    await drain();
    advance(retryDelayMs(2));
    await drain();
    expect(mailTo(player)).toHaveLength(1);
    expect((await listOutboxMail(server.db, { limit: 1 }))[0]).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
    });
  });

  it('marks a row dead after its last try, keeping the error', async () => {
    const player = await newPlayer(send);
    // A mail that stays wanted for hours (a reset link would expire meanwhile).
    await send({
      method: 'PUT',
      url: '/api/v1/auth/email',
      token: player.token,
      body: { email: `dead-${player.email}`, currentPassword: player.password },
    });
    peer.refuse = { code: 550, message: 'No such mailbox' };
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      await drain();
      advance(retryDelayMs(attempt));
    }
    await drain();
    const [row] = await listOutboxMail(server.db, { limit: 1 });
    expect(row).toMatchObject({ status: 'dead', attempts: MAIL_MAX_ATTEMPTS });
    expect(row!.last_error).toContain('No such mailbox');
    expect(peer.received).toEqual([]);
  });

  it('writes .eml files without SMTP', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'orrery-mail-'));
    try {
      const player = await newPlayer(send);
      await queueResetFor(player);
      await drain(sender(fileTransport(dir)));
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const eml = readFileSync(join(dir, files[0]!), 'utf8');
      expect(eml).toContain(`To: ${player.email}`);
      expect(eml).toContain('Subject: Reset your Orrery password');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('password reset', () => {
  const resetLinkIn = (mail: ReceivedMail) =>
    new URL(
      /http:\/\/orrery\.test\/reset-password\?token=\S+/.exec(mail.text)![0],
    ).searchParams.get('token')!;

  const requestReset = (email: string) =>
    send({ method: 'POST', url: '/api/v1/auth/forgot-password', body: { email } });
  const reset = (token: string, password: string) =>
    send({ method: 'POST', url: '/api/v1/auth/reset-password', body: { token, password } });
  const me = (token: string) => send({ url: '/api/v1/auth/me', token });

  it('answers the same whether or not an account uses the address', async () => {
    const player = await newPlayer(send);
    const known = await requestReset(player.email);
    const unknown = await requestReset('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await drain();
    expect(peer.received.map((m) => m.envelopeTo)).toEqual([[player.email]]);
  });

  it('resets once with the mailed token, ending every session', async () => {
    const player = await newPlayer(send);
    await requestReset(player.email);
    await drain();
    const token = resetLinkIn(mailTo(player)[0]!);

    const weak = await reset(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.json().details).toHaveProperty('password');
    expect((await me(player.token)).status).toBe(200);

    const done = await reset(token, 'a brand new passphrase');
    expect(done.status).toBe(200);
    expect((await me(player.token)).status).toBe(401);
    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.json().error).toBe(
      'This reset link is not valid or has expired. Ask for a new one.',
    );

    const login = (password: string) =>
      send({ method: 'POST', url: '/api/v1/auth/login', body: { email: player.email, password } });
    expect((await login(player.password)).status).toBe(400);
    expect((await login('a brand new passphrase')).status).toBe(200);
  });

  it('refuses an expired or forged token, changing nothing', async () => {
    const player = await newPlayer(send);
    await requestReset(player.email);
    await drain();
    const token = resetLinkIn(mailTo(player)[0]!);
    expect((await reset(`${token.slice(0, -2)}xx`, 'a brand new passphrase')).status).toBe(400);
    expect((await reset('', 'a brand new passphrase')).status).toBe(400);
    advance(HOUR);
    const expired = await reset(token, 'a brand new passphrase');
    expect(expired.status).toBe(400);
    expect(expired.json().details).toHaveProperty('token');
    expect((await me(player.token)).status).toBe(200);
  });

  it('does not send a reset link that could not go out within its hour', async () => {
    const player = await newPlayer(send);
    await requestReset(player.email);
    advance(HOUR);
    await drain();
    expect(mailTo(player)).toEqual([]);
  });
});

describe('sessions and addresses', () => {
  it('a password change ends every other session; the changing one stays', async () => {
    const player = await newPlayer(send);
    const other = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: player.email, password: player.password },
    });
    const otherToken = other.json().token as string;
    const changed = await send({
      method: 'PUT',
      url: '/api/v1/auth/password',
      token: player.token,
      body: { currentPassword: player.password, newPassword: 'an entirely new one' },
    });
    expect(changed.status).toBe(200);
    expect((await send({ url: '/api/v1/auth/me', token: player.token })).status).toBe(200);
    expect((await send({ url: '/api/v1/auth/me', token: otherToken })).status).toBe(401);
  });

  it('an e-mail change mails the new address a link; once opened, the old one is told and later mail goes to the new one', async () => {
    const player = await newPlayer(send);
    const newEmail = `moved-${player.email}`;
    const changed = await send({
      method: 'PUT',
      url: '/api/v1/auth/email',
      token: player.token,
      body: { email: newEmail, currentPassword: player.password },
    });
    expect(changed.status).toBe(200);
    await drain();
    const [confirm, ...others] = peer.received;
    expect(others).toEqual([]);
    expect([confirm!.envelopeTo, confirm!.subject]).toEqual([
      [newEmail],
      'Confirm your new Orrery e-mail address',
    ]);
    expect(confirm!.headers['list-unsubscribe']).toBeUndefined();
    expect(confirm!.text).not.toContain(player.username);
    const link = /http:\/\/orrery\.test\/confirm-email\?token=\S+/.exec(confirm!.text)![0];
    const token = new URL(link).searchParams.get('token')!;
    peer.received.length = 0;

    // The link opened a day later has expired; within the day it works once.
    advance(24 * HOUR);
    const late = await send({ method: 'POST', url: '/api/v1/auth/email/confirm', body: { token } });
    expect(late.status).toBe(400);
    advance(-1000);
    const confirmed = await send({
      method: 'POST',
      url: '/api/v1/auth/email/confirm',
      body: { token },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Email updated successfully' });
    const again = await send({
      method: 'POST',
      url: '/api/v1/auth/email/confirm',
      body: { token },
    });
    expect(again.status).toBe(400);

    await send({ method: 'POST', url: '/api/v1/auth/forgot-password', body: { email: newEmail } });
    await drain();
    expect(peer.received.map((m) => [m.envelopeTo, m.subject])).toEqual([
      [[player.email], 'Your Orrery e-mail address was changed'],
      [[newEmail], 'Reset your Orrery password'],
    ]);
    expect(peer.received[0]!.headers['list-unsubscribe']).toBeUndefined();
  });

  it('does not send a confirmation link the player replaced with another address', async () => {
    const player = await newPlayer(send);
    for (const email of [`first-${player.email}`, `second-${player.email}`]) {
      await send({
        method: 'PUT',
        url: '/api/v1/auth/email',
        token: player.token,
        body: { email, currentPassword: player.password },
      });
    }
    await drain();
    expect(peer.received.map((m) => m.envelopeTo)).toEqual([[`second-${player.email}`]]);
  });
});
