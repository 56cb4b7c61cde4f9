import {
  buyDownCooldown,
  collectSystem,
  getCollection,
  getCompletion,
  getCollectionStatus,
  getStreak,
} from '../game/index.js';
import { buydownInput, systemInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

export const collectionRouter = router({
  status: protectedProcedure.query(({ ctx }) => getCollectionStatus(ctx.db, ctx.user.id, ctx.now)),

  /** The daily streak in the player's time zone, and when it breaks. */
  streak: protectedProcedure.query(({ ctx }) => getStreak(ctx.db, ctx.user.id, ctx.now)),

  list: protectedProcedure.query(async ({ ctx }) => ({
    systems: await getCollection(ctx.db, ctx.user.id),
  })),

  collect: protectedProcedure
    .input(systemInput)
    .mutation(({ ctx, input }) => collectSystem(ctx.db, ctx.user.id, input.hash, ctx.now)),

  /** Rarity tiers, star types and sectors held, of those there are. */
  completion: protectedProcedure.query(({ ctx }) => getCompletion(ctx.db, ctx.user.id)),

  buydown: protectedProcedure
    .input(buydownInput)
    .mutation(({ ctx, input }) => buyDownCooldown(ctx.db, ctx.user.id, input.hours, ctx.now)),
});
