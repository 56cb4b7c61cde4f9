import {
  deleteAccount,
  getTelescope,
  getTimeZone,
  setTimeZone,
  upgradeTelescope,
} from '../game/index.js';
import { timeZoneInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

export const userRouter = router({
  deleteAccount: protectedProcedure.mutation(async ({ ctx }) => {
    await deleteAccount(ctx.db, ctx.user.id);
    return { success: true as const, message: 'Account deleted' };
  }),

  telescope: protectedProcedure.query(({ ctx }) => getTelescope(ctx.db, ctx.user.id)),

  upgradeTelescope: protectedProcedure.mutation(({ ctx }) =>
    upgradeTelescope(ctx.db, ctx.user.id, ctx.now),
  ),

  /** The time zone the player's days (streaks) are counted in. */
  timeZone: protectedProcedure.query(({ ctx }) => getTimeZone(ctx.db, ctx.user.id)),

  setTimeZone: protectedProcedure
    .input(timeZoneInput)
    .mutation(({ ctx, input }) => setTimeZone(ctx.db, ctx.user.id, input.timeZone)),
});
