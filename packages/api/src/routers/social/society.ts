import {
  getProfileSettings,
  getPublicProfile,
  updateProfileSettings,
} from '../../game/social/index.js';
import { profileSettingsInput, societyInput } from '../../inputs.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc.js';

/** Public profiles: anyone may read a public one; the owner reads and changes their settings. */
export const societyRouter = router({
  profile: publicProcedure
    .input(societyInput)
    .query(({ ctx, input }) => getPublicProfile(ctx.db, input.username, ctx.user?.id ?? null)),

  settings: protectedProcedure.query(({ ctx }) => getProfileSettings(ctx.db, ctx.user.id)),

  updateSettings: protectedProcedure
    .input(profileSettingsInput)
    .mutation(({ ctx, input }) => updateProfileSettings(ctx.db, ctx.user.id, input)),
});
