import { z } from 'zod';
import { RARITIES } from '../vocabulary/rarity.js';

// The live stream's contract (GET /api/v1/events, docs/api.md "Live events"): each event's name
// and the JSON its `data:` line carries. The server validates what it sends against these schemas
// and the web parses what it receives with them. Adding an event is one schema here and one emit.

const instant = z.string().describe('An ISO 8601 instant (UTC)');

/** A system was discovered: to everyone. A private society is never named (`society` absent). */
export const discoveryEvent = z.object({
  hash: z.string(),
  name: z.string(),
  rarity: z.enum(RARITIES),
  sector: z.string(),
  coordinates: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  society: z.string().optional().describe("The discoverer's society; absent when it is private"),
  discoveredAt: instant,
});

/** Achievements one step completed: to their owner only. */
export const achievementEvent = z.object({
  achievements: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        description: z.string(),
        level: z.number().int(),
        rewardCredits: z.number().int(),
      }),
    )
    .min(1),
  at: instant,
});

/** The player's collection cooldown changed (a collect started it, a buy-down shortened it): to its owner. */
export const cooldownEvent = z.object({
  reason: z.enum(['collect', 'buydown']),
  nextCollectionAvailable: instant,
});

/** A goal period (the UTC day or week) began: to signed-in players, whose goals start afresh. */
export const goalResetEvent = z.object({
  period: z.enum(['day', 'week']),
  periodStart: z.string().describe('The first day of the new period, YYYY-MM-DD'),
  endsAt: instant,
});

/** The galaxy was reset (or replaced): to everyone, who refetch the map and their collection. */
export const galaxyResetEvent = z.object({ at: instant });

/** One side of a trade: how many systems and how much Ϟ it hands over. */
const tradeSide = z.object({ systems: z.number().int(), credits: z.number().int() });

/**
 * A trade changed (docs/game-rules.md, "Trading"): to each of its two parties, never public.
 * `from` sent the offer, `to` received it; `you` says which of them this stream's player is.
 * `reversed` marks an operator's undoing of an accepted trade (its state reads `void`).
 */
export const tradeEvent = z.object({
  id: z.number().int(),
  state: z.enum(['open', 'accepted', 'declined', 'cancelled', 'expired', 'void']),
  from: z.string().describe('The sending society'),
  to: z.string().describe('The receiving society'),
  you: z.enum(['from', 'to']),
  give: tradeSide.describe('What the sender hands over'),
  get: tradeSide.describe('What the receiver hands over'),
  counters: z.number().int().optional().describe('The offer this one answers, now declined'),
  reversed: z.boolean(),
  reason: z.string().optional().describe("Why it turned void, or the operator's reason"),
  at: instant,
});

/**
 * Sent by the stream itself, never emitted by a rule: the client's Last-Event-ID is older than the
 * recent log (or from before a restart of the log), so events may be missing. Refetch, then go on.
 */
export const resyncEvent = z.object({
  reason: z.enum(['log-expired', 'log-restarted']),
});

/** Every event a rule may emit, by its SSE `event:` name. */
export const GAME_EVENT_SCHEMAS = {
  discovery: discoveryEvent,
  achievement: achievementEvent,
  cooldown: cooldownEvent,
  'goal-reset': goalResetEvent,
  'galaxy-reset': galaxyResetEvent,
  trade: tradeEvent,
} as const;

export type GameEventType = keyof typeof GAME_EVENT_SCHEMAS;
export const GAME_EVENT_TYPES = Object.keys(GAME_EVENT_SCHEMAS) as GameEventType[];
export type GameEventData<T extends GameEventType> = z.infer<(typeof GAME_EVENT_SCHEMAS)[T]>;

/** Whom an event is for: everyone, one player's sessions, or every signed-in stream. */
export type EventAudience =
  { kind: 'public' } | { kind: 'user'; userId: number } | { kind: 'players' };

/** An event as a rule emits it, before the stream gives it an id. */
export type GameEvent = {
  [T in GameEventType]: { type: T; data: GameEventData<T>; audience: EventAudience };
}[GameEventType];

/** Every `event:` name a client may receive: the game's events and the stream's own `resync`. */
export type StreamEventType = GameEventType | 'resync';
export type StreamEventData<T extends StreamEventType> = T extends GameEventType
  ? GameEventData<T>
  : z.infer<typeof resyncEvent>;
