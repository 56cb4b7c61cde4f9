import {
  acceptTrade,
  cancelTrade,
  declineTrade,
  getBlockState,
  getTrade,
  getTradeRules,
  listTrades,
  proposeTrade,
  setSocietyBlock,
} from '../../game/trades/index.js';
import { proposeTradeInput, societyNameInput, tradeBoxInput, tradeIdInput } from '../../inputs.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc.js';

/** Trading between societies (docs/game-rules.md, "Trading") and blocking a society. */
export const tradesRouter = router({
  rules: publicProcedure.query(({ ctx }) => getTradeRules(ctx.db)),

  propose: protectedProcedure
    .input(proposeTradeInput)
    .mutation(({ ctx, input }) => proposeTrade(ctx.db, ctx.user.id, input, ctx.now)),

  list: protectedProcedure
    .input(tradeBoxInput)
    .query(({ ctx, input }) => listTrades(ctx.db, ctx.user.id, input.box, ctx.now)),

  get: protectedProcedure
    .input(tradeIdInput)
    .query(({ ctx, input }) => getTrade(ctx.db, ctx.user.id, input.id, ctx.now)),

  accept: protectedProcedure
    .input(tradeIdInput)
    .mutation(({ ctx, input }) => acceptTrade(ctx.db, ctx.user.id, input.id, ctx.now)),

  decline: protectedProcedure
    .input(tradeIdInput)
    .mutation(({ ctx, input }) => declineTrade(ctx.db, ctx.user.id, input.id, ctx.now)),

  cancel: protectedProcedure
    .input(tradeIdInput)
    .mutation(({ ctx, input }) => cancelTrade(ctx.db, ctx.user.id, input.id, ctx.now)),

  block: protectedProcedure
    .input(societyNameInput)
    .mutation(({ ctx, input }) => setSocietyBlock(ctx.db, ctx.user.id, input.name, true, ctx.now)),

  blockState: protectedProcedure
    .input(societyNameInput)
    .query(({ ctx, input }) => getBlockState(ctx.db, ctx.user.id, input.name)),

  unblock: protectedProcedure
    .input(societyNameInput)
    .mutation(({ ctx, input }) => setSocietyBlock(ctx.db, ctx.user.id, input.name, false, ctx.now)),
});
