import { type Db } from '@orrery/db';
import { findUserById, lockUser, updateUser, type User } from '@orrery/db/accounts';
import {
  countDiscoveries,
  insertDiscovery,
  listUserSystems,
  saveCollectOffer,
} from '@orrery/db/discoveries';
import { recordTransaction } from '@orrery/db/economy';
import {
  countSystems,
  findSystemByHash,
  findSystemById,
  lockSystemByHash,
  type SystemWithDiscovery,
} from '@orrery/db/systems';
import {
  buyableHours,
  INVALID_HOURS,
  NOT_ENOUGH_FOR_BUYDOWN,
  remainingCooldownHours,
  telescopeRange,
} from '@orrery/domain';
import type { GameConfig } from '@orrery/domain/config';
import { formatCurrency, formatIn } from '@orrery/format';
import { generateSystem } from '@orrery/procgen';
import { evaluateAchievements } from '../achievements/achievements.js';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError, NothingToCollectError } from '../core/errors.js';
import { cardViews, galaxyAndConfig } from '../systems/galaxy.js';
import { countDiscovery } from '../achievements/player-stats.js';
import { afterCollect, offerIdOf, offerRowOf, offerWithSystem, takeOffer } from '../offer/offer.js';
import type { OfferKey } from '../offer/offer-key.js';
import { reachIndexOf } from '../reach/reach-store.js';
import { isReachable } from '../reach/reach.js';
import { payStreakBonus } from '../streaks/streak-bonus.js';
import { toFullSystem } from '../systems/system-views.js';
import type {
  BuydownQuote,
  BuydownResult,
  CollectionStatus,
  CollectResult,
  SystemCard,
} from '../core/views.js';
import { emit, inTransaction } from '../../events/bus.js';
import { discoveryEventOf } from './discovery-event.js';

const HOUR_MS = 3_600_000;
export const NOTHING_TO_COLLECT = new NothingToCollectError().message;
const OUT_OF_REACH = "This solar system is beyond your telescope's reach";
/** A collect names something other than the player's offer (and no targeted scan is priced). */
export const NOT_THE_OFFER =
  "Only the system your telescope offers can be collected: post your offer's id (GET /solar/collection/offer)";

/**
 * The cooldown refusal says when, in words and as a time: the message reads "in 23h 59m" for any
 * client, and `details.nextCollectionAvailable` (ISO) lets a client write it in its player's format.
 */
export function cooldownError(nextCollectionAvailable: string, now: Date): GameError {
  const when = formatIn(Date.parse(nextCollectionAvailable) - now.getTime());
  return new GameError('RULE_VIOLATION', `Your next collection is available ${when}`, {
    nextCollectionAvailable,
  });
}

/**
 * What a buy-down costs the player now, and the hours they may buy (1 to `maxHours`; 0 when the
 * collection is open or not even an hour is affordable): the client's slider and price, and the
 * CLI's simulated buyers, read the rule here rather than repeat it.
 */
export async function getBuydownQuote(db: Db, userId: number, now: Date): Promise<BuydownQuote> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  const config = await loadGameConfig(db);
  const remainingHours = remainingCooldownHours(user.next_collection_at, now);
  return {
    costPerHour: config.buydownCostPerHour,
    remainingHours,
    maxHours: buyableHours(user.currency, config.buydownCostPerHour, remainingHours),
  };
}

/** A buy-down refusal keeps the spec's text and names the hours allowed, e.g. "1–23 hours". */
function buydownError(message: string, allowed: number, config: GameConfig): GameError {
  const hours =
    allowed >= 2
      ? `1–${allowed} hours`
      : allowed === 1
        ? '1 hour'
        : `none (an hour costs ${formatCurrency(config.buydownCostPerHour)})`;
  return new GameError(message === INVALID_HOURS ? 'INVALID_INPUT' : 'RULE_VIOLATION', message, {
    hours,
  });
}

function statusOf(user: User, now: Date): CollectionStatus {
  const next = user.next_collection_at;
  const canCollect = next === null || Date.parse(next) <= now.getTime();
  return { canCollect, nextCollectionAvailable: canCollect ? now.toISOString() : next! };
}

export async function getCollectionStatus(
  db: Db,
  userId: number,
  now: Date,
): Promise<CollectionStatus> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  return statusOf(user, now);
}

/**
 * A targeted scan (when the game config prices one): the player names the system, which must be
 * undiscovered and within reach, and pays the scan's price on top of the cooldown.
 */
async function scannedSystem(
  trx: Db,
  user: User,
  hash: string,
  config: GameConfig,
): Promise<SystemWithDiscovery> {
  // Read after the lock: a racer that held it has committed its discovery by now.
  await lockSystemByHash(trx, hash);
  const system = await findSystemByHash(trx, hash);
  if (!system) throw new GameError('NOT_FOUND', 'Solar system not found');
  if (system.discovered_by_id !== null) {
    if ((await countDiscoveries(trx)) >= (await countSystems(trx))) {
      throw new NothingToCollectError();
    }
    throw new GameError('CONFLICT', 'This solar system has already been discovered');
  }
  const held = await listUserSystems(trx, user.id);
  if (!(await isReachable(trx, system, held, telescopeRange(config, user.telescope_level)))) {
    throw new GameError('RULE_VIOLATION', OUT_OF_REACH);
  }
  if (user.currency < config.targetedScanCost!) {
    throw new GameError('RULE_VIOLATION', 'Insufficient credits for a targeted scan');
  }
  return system;
}

/**
 * Collects for the player, all or nothing: `id` is their offer's id (GET /solar/collection/offer; the
 * offered system's hash is accepted too), or, when the game config prices a targeted scan, any
 * reachable system's hash. The discovery, the cooldown, the reward and any achievements it
 * completes happen in one transaction that first locks the player and then the system (lockUser,
 * lockSystemByHash: SQLite's BEGIN IMMEDIATE, PostgreSQL's FOR UPDATE), so two racing collects
 * cannot both pass the checks. `key` keys the offer's draw (offer-key.ts).
 */
export async function collectSystem(
  db: Db,
  userId: number,
  id: string,
  now: Date,
  key: OfferKey,
): Promise<CollectResult> {
  return inTransaction(db, async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    // Read after the player's lock: a rebalance committed meanwhile cannot pay a stale reward (on
    // PostgreSQL a rebalance waits for, and holds off, every player lock: lockAllPlayers).
    const { galaxy, config, row: stored } = await galaxyAndConfig(trx);
    const row = await offerRowOf(trx, userId, (await listUserSystems(trx, userId)).length);
    const offered =
      id === offerIdOf(row) ||
      // Stryker disable next-line ConditionalExpression,OptionalChaining: a drawn system_id names a stored system, and no system has id null
      (row.system_id !== null && (await findSystemById(trx, row.system_id))?.hash === id);
    const status = statusOf(user, now);
    if (!status.canCollect) throw cooldownError(status.nextCollectionAvailable, now);
    let system: SystemWithDiscovery | undefined;
    if (offered) {
      const index = reachIndexOf(db, stored, config.rarity);
      const context = { user, config, seed: galaxy.params.seed, key, now, index, stored };
      system = await takeOffer(trx, context, row);
      if (!system) throw new NothingToCollectError();
    } else if (config.targetedScanCost !== null) {
      system = await scannedSystem(trx, user, id, config);
      if (config.targetedScanCost > 0) {
        await recordTransaction(trx, {
          user_id: userId,
          reason: 'targeted-scan',
          description: system.name,
          amount: -config.targetedScanCost,
          created_at: now.toISOString(),
        });
      }
    } else {
      throw new GameError('RULE_VIOLATION', NOT_THE_OFFER, { offer: offerIdOf(row) });
    }

    const discoveredAt = now.toISOString();
    await insertDiscovery(trx, {
      system_id: system.id,
      user_id: userId,
      discovered_at: discoveredAt,
    });
    await saveCollectOffer(trx, afterCollect(row, system.rarity));
    const counted = await countDiscovery(trx, userId, system, now);
    const nextCollectionAt = new Date(now.getTime() + config.cooldownHours * HOUR_MS).toISOString();
    await updateUser(trx, userId, { next_collection_at: nextCollectionAt });
    await emit(trx, await discoveryEventOf(trx, system, user, discoveredAt), now);
    const nextCollectionAvailable = nextCollectionAt;
    const cooldown = { reason: 'collect' as const, nextCollectionAvailable };
    await emit(trx, { type: 'cooldown', data: cooldown, audience: { kind: 'user', userId } }, now);
    const reward = config.collectionRewards[system.rarity];
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'collection',
      description: system.name,
      amount: reward,
      created_at: discoveredAt,
    });
    const streakBonus = await payStreakBonus(trx, userId, config, reward, counted, now);
    const detail = generateSystem(galaxy.params, system.id, config.rarity);
    const newlyObtainedAchievements = await evaluateAchievements(trx, userId, config, now, detail);
    const discovered = {
      ...system,
      discovered_by_id: userId,
      discoverer_username: user.username,
      discovered_at: discoveredAt,
      held_by_id: userId,
      holder_username: user.username,
    };
    return {
      system: toFullSystem(detail, discovered, galaxy.createdAt),
      currency: (await findUserById(trx, userId))!.currency,
      reward,
      newlyObtainedAchievements,
      streakBonus,
      streakDays: counted.streak.days,
    };
  });
}

/**
 * The hash of the system the player's offer holds, drawn if need be (getOffer): for the CLI's
 * simulation and tests, which play as a client would. Never answered to a player before the collect.
 */
export async function findCollectableSystem(
  db: Db,
  userId: number,
  now: Date,
  key: OfferKey,
): Promise<string> {
  const { system } = await offerWithSystem(db, userId, now, key);
  if (!system) {
    const status = await getCollectionStatus(db, userId, now);
    if (!status.canCollect) throw cooldownError(status.nextCollectionAvailable, now);
    throw new NothingToCollectError();
  }
  return system.hash;
}

/** The player's systems as cards, newest discovery first. */
export async function getCollection(db: Db, userId: number): Promise<SystemCard[]> {
  const user = await findUserById(db, userId);
  if (!user) throw accountGone();
  const rows = await listUserSystems(db, userId);
  return cardViews(
    db,
    rows.map((row) => ({
      ...row,
      // The player's own name even when private; another discoverer's only when public.
      discoverer_username:
        row.discovered_by_id === userId ? user.username : row.discoverer_username,
    })),
  );
}

/**
 * Shortens the cooldown by whole hours at the configured price: 1 ≤ hours ≤ the remaining hours
 * rounded up, and the player must afford them. A refusal spends nothing.
 */
export async function buyDownCooldown(
  db: Db,
  userId: number,
  hours: number,
  now: Date,
): Promise<BuydownResult> {
  return inTransaction(db, async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    // The price as of the player's lock, as the collect reads its reward (see collectSystem).
    const config = await loadGameConfig(trx);
    if (statusOf(user, now).canCollect) {
      throw new GameError('RULE_VIOLATION', 'Your next collection is already available');
    }
    const next = Date.parse(user.next_collection_at!);
    const remainingHours = remainingCooldownHours(user.next_collection_at, now);
    const allowed = buyableHours(user.currency, config.buydownCostPerHour, remainingHours);
    if (!Number.isInteger(hours) || hours < 1 || hours > remainingHours) {
      throw buydownError(INVALID_HOURS, allowed, config);
    }
    const cost = hours * config.buydownCostPerHour;
    if (cost > user.currency) throw buydownError(NOT_ENOUGH_FOR_BUYDOWN, allowed, config);
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'buydown',
      description: `${hours} h off the collection cooldown`,
      amount: -cost,
      created_at: now.toISOString(),
    });
    const nextCollection = new Date(next - hours * HOUR_MS).toISOString();
    await updateUser(trx, userId, { next_collection_at: nextCollection });
    const cooldown = { reason: 'buydown' as const, nextCollectionAvailable: nextCollection };
    await emit(trx, { type: 'cooldown', data: cooldown, audience: { kind: 'user', userId } }, now);
    const newlyObtainedAchievements = await evaluateAchievements(trx, userId, config, now);
    const updated = (await findUserById(trx, userId))!;
    return {
      currency: updated.currency,
      hours,
      ...statusOf(updated, now),
      newlyObtainedAchievements,
    };
  });
}
