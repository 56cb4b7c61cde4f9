import { applyCardFinish, getSinkPrices, nameSystem } from '../game/sinks/index.js';
import { cardFinishInput, nameSystemInput } from '../inputs.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

/** The currency sinks: their prices, naming rights and card finishes. */
export const sinksRouter = router({
  prices: publicProcedure.query(({ ctx }) => getSinkPrices(ctx.db)),

  name: protectedProcedure
    .input(nameSystemInput)
    .mutation(({ ctx, input }) => nameSystem(ctx.db, ctx.user.id, input.hash, input.name, ctx.now)),

  finish: protectedProcedure
    .input(cardFinishInput)
    .mutation(({ ctx, input }) =>
      applyCardFinish(ctx.db, ctx.user.id, input.hash, input.finish, ctx.now),
    ),
});
