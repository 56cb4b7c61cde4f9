import { getFullSystem, getMapSystems, getRandomSystem, searchGuide } from '../game/index.js';
import { searchInput, systemInput } from '../inputs.js';
import { mapVersion } from '../map-version.js';
import { publicProcedure, router } from '../trpc.js';

/** The galaxy's public reads: the map, the guide's search, a random system and a full system. */
export const solarRouter = router({
  map: publicProcedure.query(({ ctx }) => getMapSystems(ctx.db)),

  /** Changes whenever the map list would (see map-version.ts); the transport's cache key. */
  mapVersion: publicProcedure.query(({ ctx }) => mapVersion(ctx.db)),

  search: publicProcedure.input(searchInput).query(({ ctx, input }) => searchGuide(ctx.db, input)),

  random: publicProcedure.query(({ ctx }) => getRandomSystem(ctx.db, Math.random())),

  full: publicProcedure
    .input(systemInput)
    .query(({ ctx, input }) => getFullSystem(ctx.db, input.hash)),
});
