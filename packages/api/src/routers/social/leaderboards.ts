import { getLeaderboards } from '../../game/social/index.js';
import { publicProcedure, router } from '../../trpc.js';

export const leaderboardsRouter = router({
  /** Every board's top 100; with a session, the viewer's own rank on each. */
  list: publicProcedure.query(({ ctx }) => getLeaderboards(ctx.db, ctx.user?.id ?? null, ctx.now)),
});
