import type { Db } from '@orrery/db';
import { loadGameConfig } from '../core/config.js';
import type { TradeRules } from './trade-views.js';

/** The galaxy's trading rules as the game config holds them now (a designer may change them). */
export async function getTradeRules(db: Db): Promise<TradeRules> {
  const t = (await loadGameConfig(db)).trading;
  return {
    minAccountAgeDays: t.minAccountAgeDays,
    minCollectedSystems: t.minCollectedSystems,
    freshSystemHoldHours: t.freshSystemHoldHours,
    dailyAcceptedCap: t.dailyAcceptedCap,
    openOutgoingCap: t.openOutgoingCap,
    maxSystemsPerSide: t.maxSystemsPerSide,
    messageMaxLength: t.messageMaxLength,
    maxCredits: t.maxCredits,
    offerLifetimeHours: t.offerLifetimeHours,
    valueWarningRatio: t.valueWarningRatio,
  };
}
