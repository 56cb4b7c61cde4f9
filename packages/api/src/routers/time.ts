import { utcToAsd } from '../game/index.js';
import { utcToAsdInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

export const timeRouter = router({
  utcToAsd: protectedProcedure
    .input(utcToAsdInput)
    .query(({ input }) => ({ asd: utcToAsd(new Date(input.utc)) })),
});
