import { z } from 'zod';
import {
  cardTypeSchema,
  coordinatesSchema,
  planetSchema,
  planetTypeSchema,
  raritySchema,
  spectralClassSchema,
  starSchema,
  starTypeSchema,
} from './body-schemas.js';

// The shapes the services answer with (docs/spec.md §7), as zod schemas: the API contract (the
// OpenAPI document) and the TypeScript types below both come from them. Dates are ISO strings.
// For an undiscovered system the hidden values are absent from these objects, not just from the
// screen.

const isoTime = z.iso.datetime();
const whole = z.number().int();

export const userProfileSchema = z.object({
  id: whole,
  username: z.string(),
  suffix: z.string(),
  email: z.string(),
  currency: whole,
  telescopeLevel: whole,
  nextCollectionAvailable: isoTime.nullable(),
  createdAt: isoTime,
});
export type UserProfile = z.output<typeof userProfileSchema>;

export const collectionStatusSchema = z.object({
  canCollect: z.boolean(),
  nextCollectionAvailable: isoTime.describe('When the next collection opens; now when it is open'),
});
export type CollectionStatus = z.output<typeof collectionStatusSchema>;

export const buydownQuoteSchema = z.object({
  costPerHour: whole.describe('Price of one hour off the cooldown (the game config in force)'),
  remainingHours: whole.describe('The cooldown left, in whole hours rounded up; 0 when open'),
  maxHours: whole.describe('The most hours the player may buy now (0: none)'),
});
export type BuydownQuote = z.output<typeof buydownQuoteSchema>;

export const achievementViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  level: whole,
  targetValue: z.number(),
  rewardCredits: whole,
});
export type AchievementView = z.output<typeof achievementViewSchema>;

export const achievementRecordSchema = z.object({
  achievement: achievementViewSchema,
  progress: z.number(),
  completed: z.boolean(),
  completedAt: isoTime.nullable(),
});
export type AchievementRecord = z.output<typeof achievementRecordSchema>;

export const telescopeInfoSchema = z.object({
  currentLevel: whole,
  upgradeCost: whole.nullable().describe('Credits for the next level; null at the maximum level'),
  range: z.number().describe('Light-years'),
  maxLevel: whole,
  nextRange: z.number().optional().describe('Range after the next upgrade; absent at the maximum'),
});
export type TelescopeInfo = z.output<typeof telescopeInfoSchema>;

/** Achievements an action completed; their rewards are already in the answer's balance. */
const newlyObtainedSchema = z
  .array(achievementViewSchema)
  .describe('Achievements this action completed (their rewards are already paid)');

/** The upgrade's answer: the new level's info, and what the upgrade completed (additive). */
export const telescopeUpgradeSchema = telescopeInfoSchema.extend({
  newlyObtainedAchievements: newlyObtainedSchema,
});
export type TelescopeUpgrade = z.output<typeof telescopeUpgradeSchema>;

/** Always visible: identity and kind; the rest once discovered. */
export const starViewSchema = starSchema
  .partial()
  .required({ name: true, type: true, spectralClass: true, isPrimary: true });
export type StarView = z.output<typeof starViewSchema>;

/** Always visible: name and orbit. Everything else (type and moons included) once discovered. */
export const planetViewSchema = planetSchema.partial().required({
  name: true,
  semiMajorAxis: true,
  orbitalPeriod: true,
  orbitalEccentricity: true,
  orbitalInclination: true,
});
export type PlanetView = z.output<typeof planetViewSchema>;

export const discovererSchema = z.object({
  username: z
    .string()
    .nullable()
    .describe('null when the society is private: shown as "a private society"'),
});
export type Discoverer = z.output<typeof discovererSchema>;

const systemIdentitySchema = z.object({
  hash: z.string(),
  name: z.string(),
  sector: z.string(),
  coordinates: coordinatesSchema,
  rarity: raritySchema,
  rarityScore: z.number(),
  cardType: cardTypeSchema,
  habitable: z.boolean(),
  starCount: whole,
  planetCount: whole,
  discovered: z.boolean(),
  discoveredById: whole.nullable(),
  discoverer: discovererSchema.nullable(),
  discoveryDate: isoTime.nullable(),
  publicName: z
    .string()
    .optional()
    .describe('The public name its discoverer gave it, shown beside the catalogue name'),
  finish: z
    .enum(['foil', 'holographic'])
    .optional()
    .describe("The card's finish, if one was bought"),
});

/** The solar system of docs/spec.md §3: the generated detail with stored rarity and discovery. */
export const fullSystemSchema = systemIdentitySchema.extend({
  coordinateX: z.number(),
  coordinateY: z.number(),
  coordinateZ: z.number(),
  createdAt: isoTime.describe('When the galaxy (and so this system) was created'),
  moonCount: whole.optional().describe('Absent while undiscovered'),
  stars: z.array(starViewSchema),
  planets: z.array(planetViewSchema),
  heldBy: discovererSchema
    .optional()
    .describe('The society holding it now, when a trade moved it away from its discoverer'),
  holders: z
    .array(z.object({ username: z.string().nullable(), since: isoTime }))
    .optional()
    .describe('Its holders after the discoverer, oldest first (null names: private societies)'),
});
export type FullSystem = z.output<typeof fullSystemSchema>;

/** What a card draws: counts, star dots, planet dots with their moons (absent while undiscovered). */
export const systemCardSchema = systemIdentitySchema.extend({
  moonCount: whole.optional(),
  stars: z.array(z.object({ spectralClass: spectralClassSchema, type: starTypeSchema })),
  planets: z.array(z.object({ type: planetTypeSchema.optional(), moonCount: whole.optional() })),
});
export type SystemCard = z.output<typeof systemCardSchema>;

export const searchResultSchema = z.object({
  systems: z.array(systemCardSchema),
  pagination: z.object({
    totalPages: whole,
    totalCount: whole,
    page: whole,
    limit: whole,
  }),
});
export type SearchResult = z.output<typeof searchResultSchema>;

export const mapSystemSchema = z.object({
  hash: z.string(),
  name: z.string(),
  coordinates: coordinatesSchema,
  discovered: z.boolean(),
  discoveredById: whole.nullable(),
  firstStar: z.object({
    spectralClass: spectralClassSchema,
    type: starTypeSchema,
    sizeClass: whole,
  }),
});
export type MapSystem = z.output<typeof mapSystemSchema>;

export const collectResultSchema = z.object({
  system: fullSystemSchema,
  currency: whole,
  reward: whole.describe("Ϟ the collection itself paid, by the system's rarity"),
  newlyObtainedAchievements: newlyObtainedSchema,
  streakBonus: whole.describe(
    'Ϟ the daily streak paid on top (its own ledger row); 0 when the collect counted no new day',
  ),
  streakDays: whole.describe("The player's streak after this collect, in days"),
});
export type CollectResult = z.output<typeof collectResultSchema>;

export const buydownResultSchema = z.object({
  currency: whole,
  hours: whole,
  canCollect: z.boolean(),
  nextCollectionAvailable: isoTime,
  newlyObtainedAchievements: newlyObtainedSchema,
});
export type BuydownResult = z.output<typeof buydownResultSchema>;

export const transactionSchema = z.object({
  id: whole,
  createdAt: isoTime,
  reason: z.object({ name: z.string() }),
  description: z.string(),
  amount: whole,
});
export type Transaction = z.output<typeof transactionSchema>;

export const transactionHistorySchema = z.object({
  transactions: z.array(transactionSchema),
  total: whole,
  limit: whole,
  offset: whole,
});
export type TransactionHistory = z.output<typeof transactionHistorySchema>;

export const emailPreferenceSchema = z.object({
  emailType: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type EmailPreference = z.output<typeof emailPreferenceSchema>;

export const balanceSchema = z.object({ balance: whole });
export type Balance = z.output<typeof balanceSchema>;

// The answers the procedures build around the views above.

export const messageSchema = z.object({ success: z.literal(true), message: z.string() });
export type Message = z.output<typeof messageSchema>;

export const sessionSchema = z.object({
  token: z.string().describe('A bearer token (JWT), valid 7 days'),
  user: userProfileSchema,
});
export type Session = z.output<typeof sessionSchema>;

export const emailPreferencesUpdateSchema = messageSchema.extend({
  preferences: z.array(emailPreferenceSchema),
});

/** An address change asked for: it waits for the link mailed to the new address, or took effect. */
export const emailChangeAnswerSchema = messageSchema.extend({
  pendingEmail: z
    .string()
    .nullable()
    .describe(
      'The new address, waiting for its confirmation link to be opened; null when only the spelling changed and took effect at once',
    ),
});
export type EmailChangeAnswer = z.output<typeof emailChangeAnswerSchema>;

export const asdSchema = z.object({ asd: z.string().describe('Astral Standard Date') });

export const collectionSchema = z.object({ systems: z.array(systemCardSchema) });
