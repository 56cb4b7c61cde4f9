import { achievementsRouter } from './achievements.js';
import { authRouter } from './account/auth.js';
import { collectionRouter } from './collection.js';
import { emailPreferencesRouter } from './account/email-preferences.js';
import { goalsRouter } from './goals.js';
import { sinksRouter } from './sinks.js';
import { leaderboardsRouter } from './social/leaderboards.js';
import { liveRouter } from './live.js';
import { societyRouter } from './social/society.js';
import { solarRouter } from './solar.js';
import { timeRouter } from './time.js';
import { tradesRouter } from './social/trades.js';
import { transactionsRouter } from './transactions.js';
import { userRouter } from './account/user.js';
import { router } from '../trpc.js';

/** One router per domain; /trpc serves it as is and /api/v1 maps docs/spec.md §7 onto it. */
export const appRouter = router({
  auth: authRouter,
  user: userRouter,
  solar: solarRouter,
  collection: collectionRouter,
  transactions: transactionsRouter,
  achievements: achievementsRouter,
  emailPreferences: emailPreferencesRouter,
  time: timeRouter,
  society: societyRouter,
  leaderboards: leaderboardsRouter,
  goals: goalsRouter,
  sinks: sinksRouter,
  trades: tradesRouter,
  live: liveRouter,
});

export type AppRouter = typeof appRouter;
