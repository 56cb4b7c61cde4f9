import { tradeEvent, type GameEvent } from '@orrery/domain/events';
import { afterEach, describe, expect, it } from 'vitest';
import { onCommittedEvents } from '../../events/bus.js';
import { renderOutboxMail, unsubscribe } from '../../mail/index.js';
import { acceptTrade, cancelTrade, declineTrade, proposeTrade, reverseTrade } from './index.js';
import { expectRefusal, HOUR } from '../../../test/game/game-db.js';
import { offer, TRADE_TIME, tradeWorld, type TradeWorld } from '../../../test/game/trade-world.js';

// Trades ride the game's event bus: each change is published, after its transaction commits, to
// its two parties only; mail hears the same events inside the transaction.

const NOW = TRADE_TIME;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let w: TradeWorld;
afterEach(async () => w.g.cleanup());

/** Runs `step` and answers what the bus published meanwhile. */
async function published(step: () => Promise<unknown>): Promise<GameEvent[]> {
  const events: GameEvent[] = [];
  const stop = onCommittedEvents(w.g.db, (batch) => events.push(...batch));
  try {
    await step();
  } finally {
    stop();
  }
  return events;
}

const trades = (events: GameEvent[]) => events.filter((e) => e.type === 'trade');
const audiences = (events: GameEvent[]) =>
  trades(events).map((e) => (e.audience.kind === 'user' ? e.audience.userId : e.audience.kind));

async function tradeMail(userId: number) {
  return w.g.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', 'trades')
    .execute();
}

describe('trade events', () => {
  it('tells both parties of an offer, and mails the receiver', async () => {
    w = await tradeWorld();
    const events = await published(() =>
      proposeTrade(w.g.db, w.vega, offer('altair', { give: ['sys0'], giveCredits: 50 }), NOW),
    );
    expect(audiences(events)).toEqual([w.vega, w.altair]);
    const [toSender, toReceiver] = trades(events).map((e) => tradeEvent.parse(e.data));
    expect(toReceiver).toMatchObject({
      state: 'open',
      from: 'Vega',
      to: 'Altair',
      you: 'to',
      give: { systems: 1, credits: 50 },
      get: { systems: 0, credits: 0 },
      reversed: false,
      at: NOW.toISOString(),
    });
    expect(toSender).toMatchObject({ id: toReceiver!.id, you: 'from' });
    expect((await tradeMail(w.altair)).map((m) => JSON.parse(m.payload!).event)).toEqual(['offer']);
    expect(await tradeMail(w.vega)).toEqual([]);
  });

  it('publishes an accept to both parties, voiding offers it made impossible', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('altair', { give: ['sys0'] }), NOW);
    const rival = await proposeTrade(db, w.vega, offer('deneb', { give: ['sys0'] }), NOW);
    const events = await published(() => acceptTrade(db, w.altair, sent.id, later(1)));
    const changes = trades(events).map((e) => ({
      ...tradeEvent.parse(e.data),
      audience: e.audience,
    }));
    expect(changes.map(({ id, state, you }) => [id, state, you])).toEqual([
      [sent.id, 'accepted', 'from'],
      [sent.id, 'accepted', 'to'],
      [rival.id, 'void', 'from'],
      [rival.id, 'void', 'to'],
    ]);
    expect(audiences(events)).toEqual([w.vega, w.altair, w.vega, w.deneb]);
    expect(changes[2]!.reason).toBeTruthy();
    for (const party of [w.vega, w.altair]) {
      const kinds = (await tradeMail(party)).map((m) => JSON.parse(m.payload!).event);
      expect(kinds).toContain('accepted');
    }
  });

  it('publishes a counter, a decline and a cancel to their parties only', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const first = await proposeTrade(db, w.vega, offer('altair', { giveCredits: 10 }), NOW);
    const counter = await published(() =>
      proposeTrade(db, w.altair, offer('vega', { giveCredits: 20, counters: first.id }), NOW),
    );
    expect(trades(counter).map((e) => [e.data.id, e.data.state])).toEqual([
      [first.id, 'declined'],
      [first.id, 'declined'],
      [first.id + 1, 'open'],
      [first.id + 1, 'open'],
    ]);
    expect(trades(counter)[2]!.data).toMatchObject({ counters: first.id, from: 'Altair' });
    const declined = await published(() => declineTrade(db, w.vega, first.id + 1, later(1)));
    expect(trades(declined).map((e) => e.data.state)).toEqual(['declined', 'declined']);
    const third = await proposeTrade(db, w.deneb, offer('vega', { getCredits: 5 }), NOW);
    const cancelled = await published(() => cancelTrade(db, w.deneb, third.id, later(1)));
    expect(audiences(cancelled)).toEqual([w.deneb, w.vega]);
    expect(trades(cancelled).map((e) => e.data.state)).toEqual(['cancelled', 'cancelled']);
  });

  it('publishes nothing, and mails nothing, for a refused step', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const mailBefore = await db.selectFrom('mail_outbox').selectAll().execute();
    const events = await published(async () => {
      // Deneb does not hold sys0: refused after the sender was locked.
      await expectRefusal(
        db,
        () => proposeTrade(db, w.deneb, offer('altair', { give: ['sys0'] }), NOW),
        'RULE_VIOLATION',
      );
      const sent = await proposeTrade(db, w.vega, offer('altair', { giveCredits: 5000 }), NOW);
      // Vega cannot cover 5,000 Ϟ: the accept rolls back.
      await expectRefusal(db, () => acceptTrade(db, w.altair, sent.id, later(1)), 'RULE_VIOLATION');
      await expectRefusal(db, () => cancelTrade(db, w.altair, sent.id, later(1)), 'FORBIDDEN');
    });
    // Only the one offer that was made is heard.
    expect(trades(events).map((e) => e.data.state)).toEqual(['open', 'open']);
    const mailAfter = await db.selectFrom('mail_outbox').selectAll().execute();
    expect(mailAfter.length - mailBefore.length).toBe(1);
  });

  it('publishes an operator reversal, with its reason, and mails both sides', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const sent = await proposeTrade(db, w.vega, offer('altair', { give: ['sys0'] }), NOW);
    await acceptTrade(db, w.altair, sent.id, later(1));
    const events = await published(() => reverseTrade(db, sent.id, 'stolen account', later(2)));
    expect(audiences(events)).toEqual([w.vega, w.altair]);
    expect(trades(events)[0]!.data).toMatchObject({
      state: 'void',
      reversed: true,
      reason: 'stolen account',
    });
    for (const party of [w.vega, w.altair]) {
      const kinds = (await tradeMail(party)).map((m) => JSON.parse(m.payload!).event);
      expect(kinds).toContain('reversed');
    }
  });

  it('mails with a one-click unsubscribe from trade mail, which then stops it', async () => {
    w = await tradeWorld();
    const { db } = w.g;
    const site = { publicUrl: 'https://orrery.example', secret: new Uint8Array(40).fill(7) };
    await proposeTrade(db, w.vega, offer('altair', { giveCredits: 5 }), NOW);
    const [row] = await tradeMail(w.altair);
    const rendered = await renderOutboxMail(db, row!, site, NOW);
    if (!('mail' in rendered)) throw new Error('trade mail not rendered');
    expect(rendered.mail.subject).toBe('Vega sent you a trade offer');
    const link = new URL(rendered.mail.headers['List-Unsubscribe']!.slice(1, -1));
    expect(link.searchParams.get('type')).toBe('trades');
    const query = Object.fromEntries(link.searchParams) as {
      user: string;
      type: string;
      sig: string;
    };
    await unsubscribe(db, site.secret, { ...query, user: Number(query.user) }, NOW);
    // Queued before the switch: not sent. Offered or accepted after it: not queued.
    expect(await renderOutboxMail(db, row!, site, NOW)).toEqual({ skip: 'preference off' });
    const second = await proposeTrade(db, w.vega, offer('altair', { giveCredits: 6 }), NOW);
    await acceptTrade(db, w.altair, second.id, later(1));
    expect(await tradeMail(w.altair)).toHaveLength(1);
    expect((await tradeMail(w.vega)).map((m) => JSON.parse(m.payload!).event)).toEqual([
      'accepted',
    ]);
  });
});
