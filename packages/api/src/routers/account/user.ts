import { deleteAccount } from '../../game/accounts/index.js';
import { getTimeZone, setTimeZone } from '../../game/streaks/index.js';
import { getTelescope, upgradeTelescope } from '../../game/telescope/index.js';
import { deleteAccountInput, timeZoneInput } from '../../inputs.js';
import { countSignInCall } from '../../limits.js';
import { protectedProcedure, router } from '../../trpc.js';
import { reauthenticated } from './reauthenticated.js';

export const userRouter = router({
  /** With the current password, counted as a sign-in call (limits.ts, SIGN_IN_PROCEDURES). */
  deleteAccount: protectedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    await countSignInCall(ctx);
    await reauthenticated(ctx, () => deleteAccount(ctx.db, ctx.user.id, input.currentPassword));
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
