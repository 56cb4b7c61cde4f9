import { getEmailPreferences, updateEmailPreferences } from '../game/index.js';
import { emailPreferencesInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

export const emailPreferencesRouter = router({
  list: protectedProcedure.query(({ ctx }) => getEmailPreferences(ctx.db, ctx.user.id)),

  update: protectedProcedure.input(emailPreferencesInput).mutation(async ({ ctx, input }) => {
    const preferences = await updateEmailPreferences(ctx.db, ctx.user.id, input.preferences);
    return {
      success: true as const,
      message: 'Email preferences updated successfully',
      preferences,
    };
  }),
});
