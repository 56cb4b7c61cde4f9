import { utcToAsd } from '../game/core/index.js';
import { utcToAsdInput } from '../inputs.js';
import { publicProcedure, router } from '../trpc.js';

/** Public: the footer's clock shows ASD to signed-out visitors too. */
export const timeRouter = router({
  utcToAsd: publicProcedure
    .input(utcToAsdInput)
    .query(({ input }) => ({ asd: utcToAsd(new Date(input.utc)) })),
});
