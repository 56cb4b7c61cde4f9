import { z } from 'zod';
import { raritySchema, starTypeSchema } from '../core/body-schemas.js';
import { systemCardSchema } from '../core/views.js';

// The shapes of completion, public profiles and leaderboards, as zod schemas (the API contract and
// the types below both come from them). A public profile carries nothing private: no e-mail,
// balance, telescope or cooldown.

const isoTime = z.iso.datetime();
const whole = z.number().int();

/** "12 of 14 sectors": kinds with at least one held system, of the kinds there are. */
const completionGroupSchema = <K extends z.ZodType<string>>(key: K) =>
  z.object({
    held: whole.describe('Kinds with at least one held system'),
    total: whole.describe('Kinds there are'),
    items: z.array(
      z.object({ key, held: whole.describe('Held systems of this kind; 0 when none yet') }),
    ),
  });

export const completionSchema = z.object({
  systems: whole.describe('Systems held'),
  rarity: completionGroupSchema(raritySchema),
  starTypes: completionGroupSchema(starTypeSchema).describe(
    'Any star of a held system counts, not only the primary',
  ),
  sectors: completionGroupSchema(z.string()),
});
export type Completion = z.output<typeof completionSchema>;
export type CompletionGroup<K extends string = string> = {
  held: number;
  total: number;
  items: { key: K; held: number }[];
};

export const profileAchievementSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: whole,
  completedAt: isoTime,
});
export type ProfileAchievement = z.output<typeof profileAchievementSchema>;

export const publicProfileSchema = z.object({
  username: z.string(),
  suffix: z.string(),
  societyName: z.string().describe("The society's name as shown: the name and its suffix"),
  joinedAt: isoTime,
  systemsCollected: whole,
  rarestFind: systemCardSchema
    .nullable()
    .describe('The held system with the highest rarity score; null before the first collection'),
  achievementsCompleted: whole,
  achievementsTotal: whole,
  achievements: z.array(profileAchievementSchema).describe('Completed ones, the latest first'),
  showcase: z
    .array(systemCardSchema)
    .max(6)
    .describe("Up to six held systems, in the player's order"),
  private: z.boolean().describe('Only ever true for the owner: nobody else sees a private profile'),
});
export type PublicProfile = z.output<typeof publicProfileSchema>;

export const profileSettingsSchema = z.object({
  private: z.boolean(),
  showcase: z.array(z.string()).max(6).describe('Hashes of the showcased systems, in order'),
});
export type ProfileSettings = z.output<typeof profileSettingsSchema>;

export const leaderboardIdSchema = z.enum(['systems', 'rarity', 'streak', 'week']);
export type LeaderboardId = z.output<typeof leaderboardIdSchema>;

export const leaderboardEntrySchema = z.object({
  rank: whole.describe('Players with equal values share a rank (1, 2, 2, 4)'),
  username: z.string().nullable().describe('null for a private society (but to itself)'),
  societyName: z
    .string()
    .nullable()
    .describe('null for a private society (but to itself): shown as "a private society"'),
  value: z.number(),
  hasProfile: z
    .boolean()
    .describe('False for a private society: listed unnamed, without a link (named to itself)'),
});
export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;

export const leaderboardSchema = z.object({
  id: leaderboardIdSchema,
  title: z.string(),
  unit: z.string().describe('What the value counts, e.g. systems'),
  entries: z.array(leaderboardEntrySchema).describe('The top 100'),
  viewer: z
    .object({ rank: whole.nullable().describe('null while the value is 0'), value: z.number() })
    .nullable()
    .describe("The signed-in viewer's place; null for a visitor"),
  pending: z.string().optional().describe('Set while the board has no data source yet: why'),
});
export type Leaderboard = z.output<typeof leaderboardSchema>;

export const leaderboardsSchema = z.object({
  week: z
    .object({ start: isoTime, end: isoTime })
    .describe('The week the "this week" board counts: Monday 00:00 UTC, end exclusive'),
  boards: z.array(leaderboardSchema),
});
export type Leaderboards = z.output<typeof leaderboardsSchema>;
