import { getBalance, getTransactionHistory } from '../game/ledger/index.js';
import { historyInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

export const transactionsRouter = router({
  balance: protectedProcedure.query(({ ctx }) => getBalance(ctx.db, ctx.user.id)),

  history: protectedProcedure
    .input(historyInput)
    .query(({ ctx, input }) => getTransactionHistory(ctx.db, ctx.user.id, input)),
});
