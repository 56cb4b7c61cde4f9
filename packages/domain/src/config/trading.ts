import { z } from 'zod';
import { key } from './key-meta.js';
import { TRADING_DEFAULTS } from '../defaults/trading-defaults.js';

// Trading between societies (docs/game-rules.md, "Trading"): every limit against farms of new
// accounts and scams, tunable per galaxy. Each key carries its unit and meaning for the CLI.

const count = (unit: string, description: string) =>
  z.number().int().min(0).meta(key(unit, description));

export const tradingConfigSchema = z.object({
  offerLifetimeHours: z
    .number()
    .positive()
    .meta(key('h', 'How long an open offer waits before it expires')),
  minAccountAgeDays: z
    .number()
    .min(0)
    .meta(key('days', 'How old an account must be to propose or accept')),
  minCollectedSystems: count(
    'systems',
    'How many systems a society must have collected to propose or accept',
  ),
  freshSystemHoldHours: z
    .number()
    .min(0)
    .meta(key('h', 'How long after its collection a system cannot be traded')),
  dailyAcceptedCap: count('trades', 'Accepted trades a society may take part in per UTC day'),
  openOutgoingCap: count('offers', 'Open offers a society may have sent at once'),
  maxSystemsPerSide: count('systems', 'Most systems each side of an offer may name'),
  messageMaxLength: count('characters', 'Longest message an offer may carry'),
  maxCredits: count('Ϟ', 'Most Ϟ each side of an offer may name (0 turns Ϟ off)'),
  valueWarningRatio: z
    .number()
    .min(1)
    .meta(key('ratio', 'The confirmation warns when one side is worth this many times the other')),
});
export type TradingConfig = z.output<typeof tradingConfigSchema>;

/** Defaults: defaults/trading-defaults.ts, which the web reads too. */
export const DEFAULT_TRADING: TradingConfig = { ...TRADING_DEFAULTS };
