import { type Db } from '@orrery/db';
import { type User } from '@orrery/db/accounts';
import { countAcceptedBetween, countCollectedBy } from '@orrery/db/trades';
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

/** Refuses a trade that would pass the daily cap of accepted trades (the UTC day of `now`). */
export async function checkDailyCap(
  db: Db,
  config: TradingConfig,
  userId: number,
  now: Date,
  self: boolean,
): Promise<void> {
  const start = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const end = new Date(start.getTime() + DAY_MS);
  const accepted = await countAcceptedBetween(db, userId, start.toISOString(), end.toISOString());
  if (accepted >= config.dailyAcceptedCap) {
    throw new GameError('FORBIDDEN', self ? DAILY_CAP : OTHER_DAILY_CAP);
  }
}
