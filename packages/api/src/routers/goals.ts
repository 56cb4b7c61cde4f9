import { claimGoal, getGoals } from '../game/goals/index.js';
import { goalInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

/** Daily and weekly goals: the current periods' progress, and claiming a completed one. */
export const goalsRouter = router({
  list: protectedProcedure.query(({ ctx }) => getGoals(ctx.db, ctx.user.id, ctx.now)),

  claim: protectedProcedure
    .input(goalInput)
    .mutation(({ ctx, input }) => claimGoal(ctx.db, ctx.user.id, input.id, ctx.now)),
});
