import { describe, expect, it } from 'vitest';
import type { Trade } from '../../api/trade-types.js';
import { parseCredits } from './credits.js';
import { isGift, timeLeftText, viewerTrade } from './trade-view.js';
import { weighOffer, worthWarning } from './trade-worth.js';

const system = (hash: string, rarity: Trade['give'][number]['rarity']) => ({
  hash,
  name: `System ${hash}`,
  sector: 'Core',
  rarity,
  rarityScore: 1,
  cardType: 'standard',
});

const trade: Trade = {
  id: 7,
  from: 'alice',
  to: 'bob',
  give: [system('a1', 'COMMON')],
  get: [system('b1', 'LEGENDARY')],
  giveCredits: 10,
  getCredits: 0,
  message: '',
  state: 'open',
  createdAt: '2026-03-01T00:00:00.000Z',
  expiresAt: '2026-03-04T00:00:00.000Z',
  value: { give: 60, get: 1000 },
  valueWarning: 'give',
};

describe('a trade from the viewer side', () => {
  it('gives the sender the give side and the receiver the get side', () => {
    const sender = viewerTrade(trade, 'Alice');
    expect(sender).toMatchObject({ sent: true, counterpart: 'bob', lesser: 'give' });
    expect(sender.mine.systems.map((s) => s.hash)).toEqual(['a1']);
    const receiver = viewerTrade(trade, 'bob');
    expect(receiver).toMatchObject({ sent: false, counterpart: 'alice', lesser: 'get' });
    expect(receiver.mine).toEqual({ systems: trade.get, credits: 0 });
    expect(receiver.value).toEqual({ give: 1000, get: 60 });
  });

  it('counts down an open offer only', () => {
    const now = Date.parse('2026-03-01T20:30:00.000Z');
    expect(timeLeftText(trade, now)).toBe('Expires in 2d 3h');
    expect(timeLeftText(trade, now + 24 * 3_600_000)).toBe('Expires in 27h 30m');
    expect(timeLeftText(trade, Date.parse(trade.expiresAt))).toBe('Expiring now');
    expect(timeLeftText({ ...trade, state: 'accepted' }, now)).toBeNull();
  });

  it('calls an offer that asks nothing a gift', () => {
    expect(isGift(trade)).toBe(false);
    expect(isGift({ get: [], getCredits: 0 })).toBe(true);
    expect(isGift({ get: [], getCredits: 5 })).toBe(false);
  });
});

describe('weighing an offer before it is sent', () => {
  it('warns from the viewer side when one side is worth far less, and not for a gift', () => {
    const mine = { systems: [system('a', 'COMMON')], credits: 0 };
    const theirs = { systems: [system('b', 'LEGENDARY')], credits: 0 };
    expect(weighOffer(mine, theirs)).toEqual({ value: { give: 50, get: 1000 }, lesser: 'give' });
    expect(worthWarning(weighOffer(theirs, mine))).toMatch(/^What you get is worth far less/);
    expect(weighOffer(mine, { systems: [], credits: 0 }).lesser).toBeNull();
    expect(worthWarning(weighOffer(mine, { systems: [], credits: 100 }))).toBeNull();
  });
});

describe('a typed Ϟ amount', () => {
  it('takes whole numbers from 0 to the maximum', () => {
    expect(parseCredits('')).toEqual({ credits: 0 });
    expect(parseCredits(' 250 ')).toEqual({ credits: 250 });
    for (const bad of ['-1', '1.5', 'abc', '1e3', '2000000']) {
      expect(parseCredits(bad)).toHaveProperty('error');
    }
  });
});
