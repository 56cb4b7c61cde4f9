import { deleteAccount, getTelescope, upgradeTelescope } from '../game/index.js';
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
});
