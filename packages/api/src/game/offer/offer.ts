import { type Db } from '@orrery/db';
import { lockUser, type User } from '@orrery/db/accounts';
import {
  findCollectOffer,
  listUserSystems,
  saveCollectOffer,
  type CollectOffer,
} from '@orrery/db/discoveries';
import { getGalaxy, type Galaxy } from '@orrery/db/galaxy';
import {
  findSystemById,
  lockUndiscoveredSystem,
  type SystemWithDiscovery,
} from '@orrery/db/systems';
import { seededRandom } from '@orrery/procgen';
import {
  drawOffer,
  guaranteedWithin,
  guaranteedWithinFor,
  pityOf,
  runsAfter,
  telescopeRange,
  type Pity,
} from '@orrery/domain';
import type { GameConfig } from '@orrery/domain/config';
import { accountGone, GameError } from '../core/errors.js';
import { galaxyAndConfig } from '../systems/galaxy.js';
import { keyedSeed, type OfferKey } from './offer-key.js';
import type { Offer, PityView } from './offer-views.js';
import { candidatesOf, countCandidates, nthCandidate, reachReaderOf } from '../reach/reach.js';
import type { ReachIndex } from '../reach/reach-index.js';
import { reachIndexOf } from '../reach/reach-store.js';

/** The id a client posts to collect its offer: names the collect, never the system. */
export const offerIdOf = (row: Pick<CollectOffer, 'collects'>) => `offer-${row.collects + 1}`;

/** The player's offer row, or the one they start from (their collects so far, no runs yet). */
export async function offerRowOf(db: Db, userId: number, held: number): Promise<CollectOffer> {
  return (
    (await findCollectOffer(db, userId)) ?? {
      user_id: userId,
      collects: held,
      below_rare: 0,
      below_epic: 0,
      below_legendary: 0,
      system_id: null,
      drawn_at: null,
      draws: 0,
    }
  );
}

export const pityView = (pity: Pity): PityView => ({
  threshold: pity.threshold,
  belowRare: pity.belowRare,
  guaranteedWithin: guaranteedWithin(pity),
  belowEpic: pity.guarantees?.belowEpic ?? 0,
  belowLegendary: pity.guarantees?.belowLegendary ?? 0,
  epicGuaranteedWithin: guaranteedWithinFor(pity, 'EPIC'),
  legendaryGuaranteedWithin: guaranteedWithinFor(pity, 'LEGENDARY'),
});

/**
 * The random stream of one draw: the galaxy's seed, the player, which collect and which draw for
 * it, keyed with the server's offer key. The same inputs and key draw the same system (the CLI's
 * simulation too); without the key the stream cannot be computed.
 */
export const offerRandom = (key: OfferKey, seed: string, userId: number, row: CollectOffer) =>
  seededRandom(keyedSeed(key, `${seed}:offer:${userId}:${row.collects + 1}:${row.draws}`));

interface DrawContext {
  user: User;
  config: GameConfig;
  seed: string;
  /** The server's offer key (offer-key.ts). */
  key: OfferKey;
  now: Date;
  /** The galaxy's reach index when it is built (reach-store.ts); else the draw counts in SQL. */
  index: ReachIndex | undefined;
  /** The galaxy's row as this transaction read it (its discovery revision, for the index). */
  stored: Galaxy;
}

/** Draws the next collect's system among the candidates within reach and keeps it in the row. */
async function drawAndKeep(
  trx: Db,
  context: DrawContext,
  row: CollectOffer,
): Promise<SystemWithDiscovery | undefined> {
  const drawn = await drawInto(trx, context, row);
  if (drawn) await saveCollectOffer(trx, row);
  return drawn;
}

/**
 * Draws the next collect's system into `row` without saving it. A collect saves its row once it
 * holds the system: saving a draw references the system's row, which on PostgreSQL takes a share
 * lock on it for the rest of the transaction, and a collect redrawing after a lost race would hold
 * such locks on systems its racers wait for (a deadlock).
 */
async function drawInto(
  trx: Db,
  { user, config, seed, key, now, index, stored }: DrawContext,
  row: CollectOffer,
): Promise<SystemWithDiscovery | undefined> {
  const held = await listUserSystems(trx, user.id);
  const reach = await reachReaderOf(trx, index, stored);
  const candidates = await candidatesOf(reach, held, telescopeRange(config, user.telescope_level));
  const counts = await countCandidates(reach, candidates);
  const pity = pityOf(config, row, user.telescope_level);
  const draw = drawOffer(counts, pity, offerRandom(key, seed, user.id, row));
  const drawn = draw && (await nthCandidate(reach, candidates, draw.rarity, draw.index));
  if (!drawn) return undefined;
  Object.assign(row, { system_id: drawn.id, drawn_at: now.toISOString(), draws: row.draws + 1 });
  return {
    ...drawn,
    discovered_by_id: null,
    discoverer_username: null,
    discovered_at: null,
    held_by_id: null,
    holder_username: null,
  };
}

/** The offered system if it is drawn and still undiscovered. */
async function keptOffer(trx: Db, row: CollectOffer): Promise<SystemWithDiscovery | undefined> {
  // Stryker disable next-line ConditionalExpression: no system has id null, so the lookup finds none either
  if (row.system_id === null) return undefined;
  const system = await findSystemById(trx, row.system_id);
  // Stryker disable next-line OptionalChaining: a drawn system_id always names a stored system
  return system?.discovered_by_id === null ? system : undefined;
}

/**
 * Draws one collect may make: each lost race means another player's collect committed meanwhile, so
 * this many in a row only under a crowd of racers, who are told to collect again (OFFER_RACED).
 */
export const MAX_DRAWS_PER_COLLECT = 8;

/** The 409 a collect answers when it lost MAX_DRAWS_PER_COLLECT races in a row: nothing changed. */
export const OFFER_RACED =
  'Other players collected the systems your telescope offered first; nothing was collected, please collect again';

/**
 * The system the next collect yields, locked for the collect: the kept draw, or a new one when none
 * is kept or another player has collected it meanwhile (their collect held its lock first).
 * Undefined when nothing is left to collect; a GameError CONFLICT after MAX_DRAWS_PER_COLLECT lost
 * races. Call inside the collect's transaction, after lockUser.
 */
export async function takeOffer(
  trx: Db,
  context: DrawContext,
  row: CollectOffer,
): Promise<SystemWithDiscovery | undefined> {
  let drawing = context;
  for (let draw = 0; draw < MAX_DRAWS_PER_COLLECT; draw++) {
    const system = (await keptOffer(trx, row)) ?? (await drawInto(trx, drawing, row));
    if (!system) return undefined;
    // Read after the lock: a racer that held it has committed its discovery by now.
    if (await lockUndiscoveredSystem(trx, system)) return system;
    // Lost a race. The galaxy row read before the wait names an older discovery revision, and the
    // reach index's view at that revision still counts the racer's system as free: on PostgreSQL
    // the row read now has the racer's commit, so the next draw counts without that system.
    drawing = { ...context, stored: (await getGalaxy(trx)) ?? context.stored };
  }
  throw new GameError('CONFLICT', OFFER_RACED);
}

/** The row after a collect of `rarity`: one more collect, the runs moved on, nothing drawn. */
export function afterCollect(
  row: CollectOffer,
  rarity: SystemWithDiscovery['rarity'],
): CollectOffer {
  const runs = runsAfter(
    { belowRare: row.below_rare, belowEpic: row.below_epic, belowLegendary: row.below_legendary },
    rarity,
  );
  return {
    ...row,
    collects: row.collects + 1,
    below_rare: runs.belowRare,
    below_epic: runs.belowEpic,
    below_legendary: runs.belowLegendary,
    system_id: null,
    drawn_at: null,
    draws: 0,
  };
}

const canCollectNow = (user: User, now: Date) =>
  user.next_collection_at === null || Date.parse(user.next_collection_at) <= now.getTime();

/**
 * The player's offer for their next collect. Once they may collect, its system is drawn (once: the
 * draw is kept, so asking again answers the same offer) but not named; during the cooldown nothing
 * is drawn yet, so a telescope upgraded meanwhile already counts.
 */
export async function getOffer(db: Db, userId: number, now: Date, key: OfferKey): Promise<Offer> {
  const { offer } = await offerWithSystem(db, userId, now, key);
  return offer;
}

/** getOffer, and the offered system (for the CLI's simulation and tests: never sent to a player). */
export async function offerWithSystem(
  db: Db,
  userId: number,
  now: Date,
  key: OfferKey,
): Promise<{ offer: Offer; system: SystemWithDiscovery | undefined }> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    const { galaxy, config, row: stored } = await galaxyAndConfig(trx);
    const row = await offerRowOf(trx, userId, (await listUserSystems(trx, userId)).length);
    let system: SystemWithDiscovery | undefined;
    if (canCollectNow(user, now)) {
      const index = reachIndexOf(db, stored, config.rarity);
      system =
        (await keptOffer(trx, row)) ??
        (await drawAndKeep(
          trx,
          { user, config, seed: galaxy.params.seed, key, now, index, stored },
          row,
        ));
    }
    const offer: Offer = {
      id: offerIdOf(row),
      collect: row.collects + 1,
      drawn: system !== undefined,
      pity: pityView(pityOf(config, row, user.telescope_level)),
    };
    return { offer, system };
  });
}
