import { getAchievementRecords, getRecentAchievement } from '../game/achievements/index.js';
import { protectedProcedure, router } from '../trpc.js';

export const achievementsRouter = router({
  list: protectedProcedure.query(({ ctx }) => getAchievementRecords(ctx.db, ctx.user.id)),

  /** The latest completed achievement, or null when the player has none yet. */
  recent: protectedProcedure.query(({ ctx }) => getRecentAchievement(ctx.db, ctx.user.id)),
});
