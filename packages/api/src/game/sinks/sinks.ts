import { isUniqueViolation, type Db } from '@orrery/db';
import { lockUser } from '@orrery/db/accounts';
import { recordTransaction } from '@orrery/db/economy';
import {
  deleteSystemName,
  findCardFinish,
  findSystemByHash,
  findSystemName,
  findSystemNameByName,
  listSystemNames,
  lockSystemByHash,
  saveCardFinish,
  saveSystemName,
  touchDiscovery,
  type SystemWithDiscovery,
} from '@orrery/db/systems';
import { isBlockedName } from '@orrery/domain';
import { cardFinishSchema, type CardFinishKind, type GameConfig } from '@orrery/domain/config';
import { loadGameConfig } from '../core/config.js';
import { accountGone, GameError } from '../core/errors.js';
import type { FinishResult, NamingResult, SinkPrices } from './sink-views.js';

// The currency sinks (docs/game-rules.md, "Sinks"): each checks, charges and takes effect in one
// transaction after the player's lock, so a refusal changes nothing and a charge never comes
// without its effect.

export const NOT_ENOUGH_CURRENCY = 'You do not have enough currency for this';
export const NAME_TAKEN = 'This name is already taken';
export const NAME_NOT_ALLOWED = 'This name is not allowed';
export const NOT_YOUR_DISCOVERY = 'You can only name systems you discovered';
export const NOT_YOUR_CARD = 'You can only apply a finish to a card you own';
export const FINISH_ALREADY = 'This card already has this finish';

export function sinkPrices(config: GameConfig): SinkPrices {
  const { naming, finishes } = config.sinks;
  return {
    naming: { price: naming.price, minLength: naming.minLength, maxLength: naming.maxLength },
    finishes,
  };
}

export async function getSinkPrices(db: Db): Promise<SinkPrices> {
  return sinkPrices(await loadGameConfig(db));
}

/** The name as stored (spaces trimmed and single), or a refusal naming the rule it breaks. */
export function checkPublicName(config: GameConfig, raw: string): string {
  const { minLength, maxLength, blockedWords } = config.sinks.naming;
  const name = raw.trim().replace(/\s+/g, ' ');
  const refuse = (message: string) => new GameError('INVALID_INPUT', message, { name: message });
  if (name.length < minLength || name.length > maxLength) {
    throw refuse(`A name must be ${minLength}–${maxLength} characters`);
  }
  if (!/^[A-Za-z0-9][A-Za-z0-9 '-]*$/.test(name)) {
    throw refuse('A name may hold letters, digits, spaces, apostrophes and hyphens only');
  }
  if (isBlockedName(name, blockedWords)) throw refuse(NAME_NOT_ALLOWED);
  return name;
}

/** The system `hash`, locked for this transaction, or NOT_FOUND. */
async function lockedSystem(trx: Db, hash: string): Promise<SystemWithDiscovery> {
  await lockSystemByHash(trx, hash);
  const system = await findSystemByHash(trx, hash);
  if (!system) throw new GameError('NOT_FOUND', 'Solar system not found');
  return system;
}

/** Refuses a name another system holds (ignoring case). */
async function checkNameFree(trx: Db, name: string, systemId: number): Promise<void> {
  const holder = await findSystemNameByName(trx, name);
  if (holder && holder.system_id !== systemId) throw new GameError('CONFLICT', NAME_TAKEN);
}

/** Stores a name; a racer that took it meanwhile meets the unique index: the same CONFLICT. */
async function storeName(trx: Db, row: Parameters<typeof saveSystemName>[1]): Promise<void> {
  try {
    await saveSystemName(trx, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new GameError('CONFLICT', NAME_TAKEN);
    throw error;
  }
}

/**
 * Gives a system the player discovered a public name (shown beside its catalogue name), for the
 * configured price; a rename costs the same.
 */
export async function nameSystem(
  db: Db,
  userId: number,
  hash: string,
  rawName: string,
  now: Date,
): Promise<NamingResult> {
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    // The rules and price in force once the player is locked, as a collect reads its reward.
    const config = await loadGameConfig(trx);
    const name = checkPublicName(config, rawName);
    const price = config.sinks.naming.price;
    const system = await lockedSystem(trx, hash);
    if (system.discovered_by_id !== userId) {
      throw new GameError('RULE_VIOLATION', NOT_YOUR_DISCOVERY);
    }
    await checkNameFree(trx, name, system.id);
    if (user.currency < price) throw new GameError('RULE_VIOLATION', NOT_ENOUGH_CURRENCY);
    await storeName(trx, {
      system_id: system.id,
      user_id: userId,
      name,
      named_at: now.toISOString(),
    });
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'naming',
      description: `${system.name} named ${name}`,
      amount: -price,
      created_at: now.toISOString(),
    });
    await touchDiscovery(trx, system.id);
    return { hash, name: system.name, publicName: name, currency: user.currency - price };
  });
}

/** Gives a card the player holds a finish, for the finish's price. */
export async function applyCardFinish(
  db: Db,
  userId: number,
  hash: string,
  finish: string,
  now: Date,
): Promise<FinishResult> {
  const kind = cardFinishSchema.safeParse(finish);
  if (!kind.success) {
    const message = 'A finish is foil or holographic';
    throw new GameError('INVALID_INPUT', message, { finish: message });
  }
  return db.transaction().execute(async (trx) => {
    const user = await lockUser(trx, userId);
    if (!user) throw accountGone();
    const price = (await loadGameConfig(trx)).sinks.finishes[kind.data];
    const system = await lockedSystem(trx, hash);
    if (system.held_by_id !== userId) throw new GameError('RULE_VIOLATION', NOT_YOUR_CARD);
    if ((await findCardFinish(trx, system.id))?.finish === kind.data) {
      throw new GameError('CONFLICT', FINISH_ALREADY);
    }
    if (user.currency < price) throw new GameError('RULE_VIOLATION', NOT_ENOUGH_CURRENCY);
    await saveCardFinish(trx, {
      system_id: system.id,
      user_id: userId,
      finish: kind.data,
      applied_at: now.toISOString(),
    });
    await recordTransaction(trx, {
      user_id: userId,
      reason: 'finish',
      description: `${kind.data === 'foil' ? 'Foil' : 'Holographic'} finish for ${system.name}`,
      amount: -price,
      created_at: now.toISOString(),
    });
    await touchDiscovery(trx, system.id);
    return { hash, finish: kind.data as CardFinishKind, currency: user.currency - price };
  });
}

/**
 * The operator's path (CLI): renames a system's public name (the same rules, no charge) or, with
 * `name` null, clears it. Answers the name now in force.
 */
export async function setPublicNameByOperator(
  db: Db,
  hash: string,
  rawName: string | null,
  now: Date,
): Promise<{ hash: string; name: string; publicName: string | null }> {
  return db.transaction().execute(async (trx) => {
    const config = await loadGameConfig(trx);
    const name = rawName === null ? null : checkPublicName(config, rawName);
    const system = await lockedSystem(trx, hash);
    if (name === null) {
      if (!(await deleteSystemName(trx, system.id))) {
        throw new GameError('NOT_FOUND', 'This system has no public name');
      }
    } else {
      if (system.discovered_by_id === null) {
        throw new GameError('RULE_VIOLATION', 'Only a discovered system can have a public name');
      }
      await checkNameFree(trx, name, system.id);
      const current = await findSystemName(trx, system.id);
      await storeName(trx, {
        system_id: system.id,
        user_id: current?.user_id ?? system.discovered_by_id,
        name,
        named_at: now.toISOString(),
      });
    }
    await touchDiscovery(trx, system.id);
    return { hash, name: system.name, publicName: name };
  });
}

/** Every public name, newest first, for the operator's review. */
export async function listPublicNames(
  db: Db,
): Promise<{ hash: string; name: string; publicName: string; userId: number; namedAt: string }[]> {
  return (await listSystemNames(db)).map((row) => ({
    hash: row.hash,
    name: row.catalogue_name,
    publicName: row.name,
    userId: row.user_id,
    namedAt: row.named_at,
  }));
}
