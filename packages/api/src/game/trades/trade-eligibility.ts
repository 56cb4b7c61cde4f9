import { type Db } from '@orrery/db';
import { type User } from '@orrery/db/accounts';
import {
  countAcceptedBetweenEach,
  countCollectedBy,
  countCollectedByEach,
} from '@orrery/db/trades';
import type { TradingConfig } from '@orrery/domain/config';
import { GameError } from '../core/errors.js';
import { DAILY_CAP, OTHER_DAILY_CAP, otherTooNew, tooNew } from './trade-messages.js';

// Who may trade (docs/game-rules.md, "Trading"): accounts old enough that have collected enough,
// within a daily cap of accepted trades. Against farms of fresh accounts.

const DAY_MS = 86_400_000;

/** Refuses a society that is too new or has collected too little (`self`: the caller). */
export async function checkMayTrade(
  db: Db,
  config: TradingConfig,
  user: User,
  now: Date,
  self: boolean,
): Promise<void> {
  const ageMs = now.getTime() - Date.parse(user.created_at);
  const oldEnough = ageMs >= config.minAccountAgeDays * DAY_MS;
  if (oldEnough && (await countCollectedBy(db, user.id)) >= config.minCollectedSystems) return;
  const message = self ? tooNew(config.minAccountAgeDays, config.minCollectedSystems) : otherTooNew;
  throw new GameError('FORBIDDEN', message);
}

/**
 * Both sides of an accept, the receiver (`to`, the caller) checked first: each old enough, each
 * having collected enough, and neither past the daily cap; in two statements at most.
 */
export async function checkPartiesMayTrade(
  db: Db,
  config: TradingConfig,
  to: User,
  from: User,
  now: Date,
): Promise<void> {
  const oldEnough = (user: User) =>
    now.getTime() - Date.parse(user.created_at) >= config.minAccountAgeDays * DAY_MS;
  const collected =
    config.minCollectedSystems > 0 ? await countCollectedByEach(db, [to.id, from.id]) : undefined;
  for (const [user, self] of [
    [to, true],
    [from, false],
  ] as const) {
    if (oldEnough(user) && (collected?.get(user.id) ?? 0) >= config.minCollectedSystems) continue;
    const message = self
      ? tooNew(config.minAccountAgeDays, config.minCollectedSystems)
      : otherTooNew;
    throw new GameError('FORBIDDEN', message);
  }
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const end = new Date(start.getTime() + DAY_MS);
  const [toCount, fromCount] = await countAcceptedBetweenEach(
    db,
    [to.id, from.id],
    start.toISOString(),
    end.toISOString(),
  );
  if (toCount >= config.dailyAcceptedCap) throw new GameError('FORBIDDEN', DAILY_CAP);
  if (fromCount >= config.dailyAcceptedCap) throw new GameError('FORBIDDEN', OTHER_DAILY_CAP);
}
