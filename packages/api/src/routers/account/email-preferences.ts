import { getEmailPreferences, updateEmailPreferences } from '../../game/accounts/index.js';
import { emailPreferencesInput, unsubscribeInput } from '../../inputs.js';
import { unsubscribe } from '../../mail/unsubscribe.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc.js';

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

  /** A signed link from a mail turns one preference off, without signing in (RFC 8058). */
  unsubscribe: publicProcedure
    .input(unsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx.db, ctx.config.session.secret, input, ctx.now)),
});
