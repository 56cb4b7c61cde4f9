import { buyDownCooldown, getBuydownQuote, getCollectionStatus } from '@orrery/api/game/collect';
import { GameError, type CollectionStatus, type FullSystem } from '@orrery/api/game/core';
import { applyCardFinish, getSinkPrices, nameSystem } from '@orrery/api/game/sinks';
import { getTelescope, upgradeTelescope } from '@orrery/api/game/telescope';
import { findUserById } from '@orrery/db/accounts';
import type { Db } from '@orrery/db';

// How simulated players spend (docs/cli.md, "simulate"), each through the service a player's
// request calls, so the server's prices, checks and ledger rows apply as in play.

/**
 * saver never spends; buyer buys the cooldown down; upgrader climbs the telescope; collector spends
 * on the sinks: a public name for each Rare-or-better discovery, a finish for each Epic (foil) and
 * Legendary (holographic) card.
 */
export const STRATEGIES = ['saver', 'buyer', 'upgrader', 'collector'] as const;
export type Strategy = (typeof STRATEGIES)[number];
/** Strategies that spend: the economy's balance goal is read for these. */
export const SPENDERS: readonly Strategy[] = ['buyer', 'upgrader', 'collector'];

/** Something a collector means to buy once it can afford it. */
export type Wish =
  { kind: 'name'; hash: string } | { kind: 'finish'; hash: string; finish: 'foil' | 'holographic' };

export interface StrategyPlayer {
  id: number;
  /** 0-based, for names the collector gives. */
  index: number;
  strategy: Strategy;
  /** The collector's purchases still to make, oldest first. */
  wishes: Wish[];
  /** Public names given so far. */
  named: number;
}

/** Before collecting: a buyer buys the whole remaining cooldown when it can afford all of it. */
export async function beforeCollect(
  db: Db,
  player: StrategyPlayer,
  now: Date,
): Promise<CollectionStatus> {
  const status = await getCollectionStatus(db, player.id, now);
  if (status.canCollect || player.strategy !== 'buyer') return status;
  const quote = await getBuydownQuote(db, player.id, now);
  if (quote.remainingHours >= 1 && quote.maxHours === quote.remainingHours) {
    return buyDownCooldown(db, player.id, quote.remainingHours, now);
  }
  return status;
}

/** After a collect: a collector wishes for a name and a finish the card deserves. */
export function afterCollect(player: StrategyPlayer, system: Pick<FullSystem, 'hash' | 'rarity'>) {
  if (player.strategy !== 'collector') return;
  const { hash, rarity } = system;
  if (rarity === 'RARE' || rarity === 'EPIC' || rarity === 'LEGENDARY') {
    player.wishes.push({ kind: 'name', hash });
  }
  if (rarity === 'EPIC') player.wishes.push({ kind: 'finish', hash, finish: 'foil' });
  if (rarity === 'LEGENDARY') player.wishes.push({ kind: 'finish', hash, finish: 'holographic' });
}

/** Every look-in: an upgrader upgrades when it can; a collector buys its wishes in order. */
export async function spend(db: Db, player: StrategyPlayer, now: Date): Promise<void> {
  const balance = async () => (await findUserById(db, player.id))?.currency ?? 0;
  if (player.strategy === 'upgrader') {
    const telescope = await getTelescope(db, player.id);
    if (telescope.upgradeCost !== null && (await balance()) >= telescope.upgradeCost) {
      await upgradeTelescope(db, player.id, now);
    }
  }
  if (player.strategy !== 'collector' || player.wishes.length === 0) return;
  const prices = await getSinkPrices(db);
  for (let wish = player.wishes[0]; wish; wish = player.wishes[0]) {
    const price = wish.kind === 'name' ? prices.naming.price : prices.finishes[wish.finish];
    // Saves up for the oldest wish rather than buying a cheaper one past it.
    if ((await balance()) < price) return;
    try {
      if (wish.kind === 'name') {
        const name = `Survey ${player.index + 1} Find ${player.named + 1}`;
        await nameSystem(db, player.id, wish.hash, name, now);
        player.named += 1;
      } else {
        await applyCardFinish(db, player.id, wish.hash, wish.finish, now);
      }
    } catch (error) {
      // A refused wish (a name taken or filtered in the copied galaxy) is dropped: nothing charged.
      if (!(error instanceof GameError)) throw error;
    }
    player.wishes.shift();
  }
}
