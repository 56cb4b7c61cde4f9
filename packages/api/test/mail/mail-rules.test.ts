import { listOutboxMail } from '@orrery/db/mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { register, updateEmailPreferences } from '../../src/game/accounts/index.js';
import { collectSystem, findCollectableSystem } from '../../src/game/collect/index.js';
import {
  listOutbox,
  queueProductNews,
  queueWeeklyDigests,
  renderOutboxMail,
  retryOutboxMail,
  unsubscribe,
  EXPIRED_UNSUBSCRIBE,
  INVALID_UNSUBSCRIBE,
} from '../../src/mail/index.js';
import { isEmailEnabled } from '../../src/mail/email-preferences.js';
import { unsubscribeSignature } from '../../src/mail/mail-signing.js';
import { newPlayer, seededGameDb, T0, type GameDb, OFFER_KEY } from '../game/game-db.js';

// The outbox's rules with time passed in: what is queued when, and what a row renders to.

const DAY = 86_400_000;
const site = {
  publicUrl: 'https://orrery.example',
  secret: new TextEncoder().encode('k'.repeat(40)),
};
// T0 is Sunday 2026-03-01 12:00 UTC: its week began Monday 2026-02-23.
const nextMonday = new Date('2026-03-02T00:05:00Z');

describe('mail rules', () => {
  let g: GameDb;
  beforeEach(async () => {
    g = await seededGameDb(300, 'mail-rules');
  });
  afterEach(() => g.cleanup());

  async function player(preferences: Record<string, boolean> = {}) {
    const profile = await register(g.db, newPlayer(), T0);
    await updateEmailPreferences(
      g.db,
      profile.id,
      Object.entries(preferences).map(([emailType, enabled]) => ({ emailType, enabled })),
    );
    return profile;
  }

  const collect = async (userId: number, now: Date) =>
    collectSystem(
      g.db,
      userId,
      await findCollectableSystem(g.db, userId, now, OFFER_KEY),
      now,
      OFFER_KEY,
    );

  it("queues one digest per enabled player after the week, with the player's and the galaxy's week", async () => {
    const reader = await player({ 'weekly-digest': true, 'achievement-unlocked': false });
    const quiet = await player({ 'weekly-digest': true, 'achievement-unlocked': false });
    await player({ 'weekly-digest': false, 'achievement-unlocked': false });
    const found = await collect(reader.id, T0);

    expect(await queueWeeklyDigests(g.db, T0)).toBe(0); // the week before had nothing
    expect(await queueWeeklyDigests(g.db, nextMonday)).toBe(2);
    expect(await queueWeeklyDigests(g.db, new Date(nextMonday.getTime() + DAY))).toBe(0);
    const digests = (await listOutboxMail(g.db, { status: 'pending', limit: 10 })).filter(
      (row) => row.kind === 'weekly-digest',
    );
    expect(digests.map((row) => row.user_id).sort()).toEqual([reader.id, quiet.id].sort());

    const mine = await renderOutboxMail(
      g.db,
      digests.find((r) => r.user_id === reader.id)!,
      site,
      nextMonday,
    );
    const theirs = await renderOutboxMail(
      g.db,
      digests.find((r) => r.user_id === quiet.id)!,
      site,
      nextMonday,
    );
    if (!('mail' in mine) || !('mail' in theirs)) throw new Error('digest not rendered');
    expect(mine.mail.subject).toBe('Your week in the galaxy (2026-02-23)');
    expect(mine.mail.text).toContain('Your society discovered 1 system this week:');
    expect(mine.mail.text).toContain(found.system.name);
    expect(theirs.mail.text).toContain('Your society discovered no systems this week.');
    expect(theirs.mail.text).toContain(`The rarest find: ${found.system.name}`);
    expect(mine.mail.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/orrery\.example\/api\/v1\/email-preferences\/unsubscribe\?user=\d+&type=weekly-digest&sig=/,
    );
    expect(mine.mail.html).toContain('#03050d');
  });

  it('sends product news to enabled players only; a dry run counts them', async () => {
    await player({ 'product-news': true });
    await player({ 'product-news': true });
    await player({ 'product-news': false });
    const news = { subject: 'Comets arrive', body: 'First paragraph.\n\nSecond one.' };
    expect(await queueProductNews(g.db, news, T0, { dryRun: true })).toEqual({ recipients: 2 });
    expect(await listOutboxMail(g.db, { limit: 10 })).toEqual([]);
    expect(await queueProductNews(g.db, news, T0)).toEqual({ recipients: 2 });
    const rows = await listOutboxMail(g.db, { limit: 10 });
    expect(rows.map((r) => r.kind)).toEqual(['product-news', 'product-news']);
    const rendered = await renderOutboxMail(g.db, rows[0]!, site, T0);
    expect('mail' in rendered && rendered.mail.text).toContain('First paragraph.\n\nSecond one.');
    await expect(queueProductNews(g.db, { subject: ' ', body: 'x' }, T0)).rejects.toThrow(
      /subject/,
    );
    await expect(queueProductNews(g.db, { subject: 'a\nb', body: 'x' }, T0)).rejects.toThrow(
      /subject/,
    );
    await expect(queueProductNews(g.db, { subject: 'ok', body: '' }, T0)).rejects.toThrow(/body/);
  });

  it('unsubscribes exactly the signed type, and refuses a forged or borrowed signature', async () => {
    const a = await player({ 'weekly-digest': true });
    const b = await player({ 'weekly-digest': true });
    const sig = unsubscribeSignature(site.secret, a.id, 'weekly-digest', T0);
    await expect(
      unsubscribe(g.db, site.secret, { user: b.id, type: 'weekly-digest', sig }, T0),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(
      unsubscribe(g.db, site.secret, { user: a.id, type: 'product-news', sig }, T0),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    await expect(
      unsubscribe(g.db, site.secret, { user: a.id, type: 'no-such-type', sig }, T0),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' });
    expect(
      await unsubscribe(g.db, site.secret, { user: a.id, type: 'weekly-digest', sig }, T0),
    ).toEqual({
      success: true,
      message: 'Unsubscribed: you will no longer receive “Weekly digest” e-mails.',
    });
    const enabled = await g.db
      .selectFrom('email_preferences')
      .select(['user_id', 'email_type', 'enabled'])
      .where('email_type', '=', 'weekly-digest')
      .orderBy('user_id')
      .execute();
    expect(enabled.map((p) => [p.user_id, p.enabled])).toEqual([
      [a.id, 0],
      [b.id, 1],
    ]);
  });

  it('honours an unsubscribe link for 90 days after its mail, and no link without a last day', async () => {
    const a = await player({ 'weekly-digest': true });
    const link = {
      user: a.id,
      type: 'weekly-digest',
      sig: unsubscribeSignature(site.secret, a.id, 'weekly-digest', T0),
    };
    const lastDay = new Date(T0.getTime() + 90 * DAY);
    lastDay.setUTCHours(23, 59, 59, 999);
    const after = new Date(lastDay.getTime() + 1);
    await expect(unsubscribe(g.db, site.secret, link, after)).rejects.toMatchObject({
      code: 'INVALID_INPUT',
      message: EXPIRED_UNSUBSCRIBE,
    });
    // Its last day is signed: moving it on spoils the signature.
    const [day, mac] = link.sig.split('.');
    const moved = `${(parseInt(day!, 36) + 1000).toString(36)}.${mac}`;
    await expect(unsubscribe(g.db, site.secret, { ...link, sig: moved }, T0)).rejects.toMatchObject(
      { message: INVALID_UNSUBSCRIBE },
    );
    // A signature of the old form (no last day) works no more.
    await expect(unsubscribe(g.db, site.secret, { ...link, sig: mac! }, T0)).rejects.toMatchObject({
      message: INVALID_UNSUBSCRIBE,
    });
    expect(await isEmailEnabled(g.db, a.id, 'weekly-digest')).toBe(true);
    expect(await unsubscribe(g.db, site.secret, link, lastDay)).toMatchObject({ success: true });
  });

  it('retries dead mail for operators, never sent mail', async () => {
    await player({ 'product-news': true });
    await queueProductNews(g.db, { subject: 'S', body: 'B' }, T0);
    const [row] = await listOutbox(g.db);
    await g.db.updateTable('mail_outbox').set({ status: 'dead', attempts: 8 }).execute();
    expect(await retryOutboxMail(g.db, row!.id, T0)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await g.db.updateTable('mail_outbox').set({ status: 'sent' }).execute();
    await expect(retryOutboxMail(g.db, row!.id, T0)).rejects.toMatchObject({
      code: 'RULE_VIOLATION',
    });
    await expect(retryOutboxMail(g.db, 999_999, T0)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await listOutbox(g.db, { status: 'dead' })).length).toBe(0);
  });
});
