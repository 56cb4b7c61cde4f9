import { countDiscoveries } from '@orrery/db/discoveries';
import { listOutboxMail } from '@orrery/db/mail';
import { setProfilePrivate } from '@orrery/db/profiles';
import { discoveryEvent, type GameEvent } from '@orrery/domain/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register } from '../game/accounts/accounts.js';
import { buyDownCooldown, collectSystem } from '../game/collect/collection.js';
import { getOffer } from '../game/offer/offer.js';
import {
  newPlayer,
  OFFER_KEY,
  seededGameDb,
  T0,
  at,
  type GameDb,
} from '../../test/game/game-db.js';
import { emit, inTransaction, onCommittedEvents, onGameEvent } from './bus.js';

// The bus publishes a transaction's events only once it commits; mail, listening in the
// transaction, commits or rolls back with it.

let g: GameDb;
beforeAll(async () => {
  g = await seededGameDb(300, 'event-bus');
});
afterAll(() => g.cleanup());

function heard(): { events: GameEvent[]; stop: () => void } {
  const events: GameEvent[] = [];
  const stop = onCommittedEvents(g.db, (batch) => events.push(...batch));
  return { events, stop };
}

async function collectOffer(userId: number, now = T0) {
  const offer = await getOffer(g.db, userId, now, OFFER_KEY);
  return collectSystem(g.db, userId, offer.id, now, OFFER_KEY);
}

describe('the game event bus', () => {
  it('publishes a collect after it commits: discovery, cooldown, achievement', async () => {
    const player = await register(g.db, newPlayer(), T0);
    const { events, stop } = heard();
    const result = await collectOffer(player.id);
    stop();
    // A first collect also completes the first milestone.
    expect(events.map((e) => e.type)).toEqual(['discovery', 'cooldown', 'achievement']);
    const [discovery, cooldown, achievement] = events;
    expect(achievement!.audience).toEqual({ kind: 'user', userId: player.id });
    expect(discovery!.audience).toEqual({ kind: 'public' });
    expect(discoveryEvent.parse(discovery!.data)).toMatchObject({
      hash: result.system.hash,
      society: player.username,
      discoveredAt: T0.toISOString(),
    });
    expect(cooldown).toMatchObject({
      audience: { kind: 'user', userId: player.id },
      data: { reason: 'collect', nextCollectionAvailable: at(24).toISOString() },
    });
  });

  it('never names a private society', async () => {
    const player = await register(g.db, newPlayer(), T0);
    await setProfilePrivate(g.db, player.id, true);
    const { events, stop } = heard();
    await collectOffer(player.id);
    stop();
    const discovery = events.find((e) => e.type === 'discovery')!;
    expect(discovery.data).not.toHaveProperty('society');
    expect(JSON.stringify(events)).not.toContain(player.username);
  });

  it('publishes nothing, and queues no mail, when the collect rolls back', async () => {
    const player = await register(g.db, newPlayer(), T0);
    const before = await countDiscoveries(g.db);
    const mailBefore = (await listOutboxMail(g.db, { limit: 1000 })).length;
    // A step late in the transaction fails, after the discovery was emitted.
    const stopFailing = onGameEvent('cooldown', () => Promise.reject(new Error('disk full')));
    const { events, stop } = heard();
    await expect(collectOffer(player.id)).rejects.toThrow('disk full');
    stop();
    stopFailing();
    expect(events).toEqual([]);
    expect(await countDiscoveries(g.db)).toBe(before);
    expect((await listOutboxMail(g.db, { limit: 1000 })).length).toBe(mailBefore);
  });

  it('publishes nothing for a refused step', async () => {
    const player = await register(g.db, newPlayer(), T0);
    const { events, stop } = heard();
    await expect(buyDownCooldown(g.db, player.id, 1, T0)).rejects.toThrow();
    stop();
    expect(events).toEqual([]);
  });

  it('tells mail of a buy-down, which moves the reminder', async () => {
    const player = await register(g.db, newPlayer(), T0);
    await collectOffer(player.id);
    const { events, stop } = heard();
    await buyDownCooldown(g.db, player.id, 1, at(1));
    stop();
    expect(events.map((e) => e.type)).toContain('cooldown');
    const reminder = (await listOutboxMail(g.db, { limit: 1000 })).find(
      (m) => m.user_id === player.id && m.kind === 'collection-ready',
    );
    expect(reminder?.due_at).toBe(at(23).toISOString());
  });

  it('emits outside inTransaction to its listeners but publishes nothing', async () => {
    const seen: string[] = [];
    const stopListening = onGameEvent('galaxy-reset', async (_trx, event) => {
      seen.push(event.type);
    });
    const { events, stop } = heard();
    const reset: GameEvent = {
      type: 'galaxy-reset',
      data: { at: T0.toISOString() },
      audience: { kind: 'public' },
    };
    await g.db.transaction().execute((trx) => emit(trx, reset, T0));
    await inTransaction(g.db, (trx) => emit(trx, reset, T0));
    stop();
    stopListening();
    expect(seen).toEqual(['galaxy-reset', 'galaxy-reset']);
    expect(events).toEqual([reset]);
  });
});
