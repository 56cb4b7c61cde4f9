import {
  buyDownCooldown,
  collectSystem,
  getCollection,
  getBuydownQuote,
  getCollectionStatus,
} from '../game/collect/index.js';
import { getOffer, offerKeyOf, type OfferKey } from '../game/offer/index.js';
import { getCompletion } from '../game/social/index.js';
import { getStreak } from '../game/streaks/index.js';
import type { ApiConfig } from '../context.js';
import { buydownInput, systemInput } from '../inputs.js';
import { protectedProcedure, router } from '../trpc.js';

const offerKeys = new WeakMap<ApiConfig['session'], OfferKey>();

/** The offer key, derived from the session secret once per key (game/offer-key.ts). */
function offerKey(config: ApiConfig): OfferKey {
  let key = offerKeys.get(config.session);
  if (!key) offerKeys.set(config.session, (key = offerKeyOf(config.session.secret)));
  return key;
}

export const collectionRouter = router({
  status: protectedProcedure.query(({ ctx }) => getCollectionStatus(ctx.db, ctx.user.id, ctx.now)),

  /** The daily streak in the player's time zone, and when it breaks. */
  streak: protectedProcedure.query(({ ctx }) => getStreak(ctx.db, ctx.user.id, ctx.now)),

  list: protectedProcedure.query(async ({ ctx }) => ({
    systems: await getCollection(ctx.db, ctx.user.id),
  })),

  /** What the next collect yields, without naming it: its id to post, and the pity state. */
  offer: protectedProcedure.query(({ ctx }) =>
    getOffer(ctx.db, ctx.user.id, ctx.now, offerKey(ctx.config)),
  ),

  collect: protectedProcedure
    .input(systemInput)
    .mutation(({ ctx, input }) =>
      collectSystem(ctx.db, ctx.user.id, input.hash, ctx.now, offerKey(ctx.config)),
    ),

  /** Rarity tiers, star types and sectors held, of those there are. */
  completion: protectedProcedure.query(({ ctx }) => getCompletion(ctx.db, ctx.user.id)),

  /** The buy-down's price per hour and the hours the player may buy now. */
  buydownQuote: protectedProcedure.query(({ ctx }) =>
    getBuydownQuote(ctx.db, ctx.user.id, ctx.now),
  ),

  buydown: protectedProcedure
    .input(buydownInput)
    .mutation(({ ctx, input }) => buyDownCooldown(ctx.db, ctx.user.id, input.hours, ctx.now)),
});
