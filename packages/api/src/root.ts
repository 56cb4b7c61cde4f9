import { achievementsRouter } from './routers/achievements.js';
import { authRouter } from './routers/auth.js';
import { collectionRouter } from './routers/collection.js';
import { emailPreferencesRouter } from './routers/email-preferences.js';
import { goalsRouter } from './routers/goals.js';
import { sinksRouter } from './routers/sinks.js';
import { leaderboardsRouter } from './routers/leaderboards.js';
import { societyRouter } from './routers/society.js';
import { solarRouter } from './routers/solar.js';
import { timeRouter } from './routers/time.js';
import { tradesRouter } from './routers/trades.js';
import { transactionsRouter } from './routers/transactions.js';
import { userRouter } from './routers/user.js';
import { router } from './trpc.js';

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
});

export type AppRouter = typeof appRouter;
