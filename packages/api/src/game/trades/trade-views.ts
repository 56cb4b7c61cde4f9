import { z } from 'zod';
import { RARITIES } from '@orrery/domain';

// What the trade routes answer (docs/api.md, "Trades").

const isoTime = z.iso.datetime();
const whole = z.number().int();

export const TRADE_STATES = [
  'open',
  'accepted',
  'declined',
  'cancelled',
  'expired',
  'void',
] as const;
export const tradeStateSchema = z.enum(TRADE_STATES);
export type TradeState = z.output<typeof tradeStateSchema>;

export const TRADE_BOXES = ['incoming', 'outgoing', 'history'] as const;

/** A system on one side of an offer: what the confirmation shows of its card. */
export const tradeSystemSchema = z.object({
  hash: z.string(),
  name: z.string(),
  sector: z.string(),
  rarity: z.enum(RARITIES),
  rarityScore: z.number(),
  cardType: z.string(),
});
export type TradeSystem = z.output<typeof tradeSystemSchema>;

export const tradeSchema = z.object({
  id: whole,
  /** The sender's society name. */
  from: z.string(),
  /** The receiver's society name. */
  to: z.string(),
  /** The systems the sender gives. */
  give: z.array(tradeSystemSchema),
  /** The systems the receiver gives. */
  get: z.array(tradeSystemSchema),
  giveCredits: whole,
  getCredits: whole,
  message: z.string(),
  state: tradeStateSchema,
  createdAt: isoTime,
  expiresAt: isoTime,
  closedAt: isoTime.optional(),
  /** Why it closed, when the state alone does not say (a counter, a system that moved …). */
  reason: z.string().optional(),
  /** The offer this one counters. */
  counters: whole.optional(),
  /** Each side's value in Ϟ by the value rule (docs/game-rules.md, "The value warning"). */
  value: z.object({ give: whole, get: whole }),
  /** The side worth far less than the other, for the confirmation's warning; null when fair. */
  valueWarning: z.enum(['give', 'get']).nullable(),
});
export type Trade = z.output<typeof tradeSchema>;

export const tradeListSchema = z.object({ trades: z.array(tradeSchema) });
export type TradeList = z.output<typeof tradeListSchema>;

export const blockResultSchema = z.object({ society: z.string(), blocked: z.boolean() });
export type BlockResult = z.output<typeof blockResultSchema>;

const count = z.number().int().min(0);

/** The trading rules of the galaxy's game config, for clients that show them before an offer. */
export const tradeRulesSchema = z.object({
  minAccountAgeDays: z.number().min(0),
  minCollectedSystems: count,
  freshSystemHoldHours: z.number().min(0),
  dailyAcceptedCap: count,
  openOutgoingCap: count,
  maxSystemsPerSide: count,
  messageMaxLength: count,
  maxCredits: count,
  offerLifetimeHours: z.number().positive(),
  valueWarningRatio: z.number().min(1),
});
export type TradeRules = z.output<typeof tradeRulesSchema>;

export const blockStateSchema = z.object({
  society: z.string(),
  /** The player blocked this society. */
  blocked: z.boolean(),
  /** This society blocked the player (neither may then offer the other a trade). */
  blockedYou: z.boolean(),
});
export type BlockState = z.output<typeof blockStateSchema>;
