import type { GameConfig } from './config/game-config.js';

/** The telescope's range in light-years at `level`: round(base × (1 + factor × log2(level))). */
export function telescopeRange(config: GameConfig, level: number): number {
  const t = config.telescope;
  return Math.round(t.baseRangeLy * (1 + t.rangeLogFactor * Math.log2(level)));
}

/** Cost of upgrading from `level` to level + 1, or null at the top. */
export function telescopeUpgradeCost(config: GameConfig, level: number): number | null {
  const t = config.telescope;
  if (level >= t.maxLevel) return null;
  return Math.round(t.upgradeBaseCost * t.upgradeCostGrowth ** (level - 1));
}
