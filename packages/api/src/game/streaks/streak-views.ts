import { z } from 'zod';

// What the streak and time-zone calls answer (docs/api.md): zod schemas for the API contract.

const whole = z.number().int();

export const streakViewSchema = z.object({
  days: whole.describe('Days in a row with a collection, up to today or yesterday; 0 without one'),
  longest: whole.describe('The longest streak the player ever had, in days'),
  collectedToday: z
    .boolean()
    .describe(
      'Whether a collect now would count no new day: today already counts, or the zone changed ' +
        'less than 20 h after the latest counted collect',
    ),
  breaksAt: z.iso
    .datetime()
    .nullable()
    .describe('When the streak ends unless the player collects before (null without a streak)'),
  timeZone: z.string().describe('The IANA time zone the days are counted in'),
  bonusPercent: whole.describe(
    "Percent of a collect's reward the next collect that counts a day pays on top",
  ),
});
export type StreakView = z.output<typeof streakViewSchema>;

export const timeZoneSettingSchema = z.object({
  timeZone: z.string().describe('IANA time zone name, e.g. Europe/Berlin; UTC by default'),
});
export type TimeZoneSetting = z.output<typeof timeZoneSettingSchema>;
