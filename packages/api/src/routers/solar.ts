import { TRPCError } from '@trpc/server';
import { getOdds } from '../game/offer/index.js';
import { getFullSystem, getRandomSystem, searchGuide } from '../game/systems/index.js';
import { getMapDiscoveries } from '../map/map-discoveries.js';
import { mapListArray } from '../map/map-list.js';
import { getMapManifest, labelsOf, mapDataAt } from '../map/map-static.js';
import { currentMapData } from '../map/map-store.js';
import { mapDiscoveriesInput, mapLabelsInput, searchInput, systemInput } from '../inputs.js';
import { publicProcedure, router } from '../trpc.js';

/**
 * Above this many systems the map list is not answered over tRPC: tRPC serializes an answer in
 * one piece, which would hold the server for a large galaxy. GET /api/v1/solar/solarsystems/map
 * streams it, and the static map serves the positions in a quarter of its compressed bytes.
 */
export const TRPC_MAP_LIST_LIMIT = 20_000;

/** The galaxy's public reads: the map, the guide's search, a random system and a full system. */
export const solarRouter = router({
  /** Every system for the 3D map (coordinates rounded to 0.1 ly). */
  map: publicProcedure.query(async ({ ctx }) => {
    const data = await currentMapData(ctx.db);
    if (data.count > TRPC_MAP_LIST_LIMIT) {
      throw new TRPCError({
        code: 'PAYLOAD_TOO_LARGE',
        message: `This galaxy has over ${TRPC_MAP_LIST_LIMIT.toLocaleString('en-US')} systems: read its map from GET /api/v1/solar/solarsystems/map or the static map`,
      });
    }
    return mapListArray(ctx.db, data);
  }),

  /** Where the static binary map is and how to read it. */
  mapManifest: publicProcedure.query(({ ctx }) => getMapManifest(ctx.db)),

  /** Who discovered which system: all of them, or what changed since a revision. */
  mapDiscoveries: publicProcedure
    .input(mapDiscoveriesInput)
    .query(({ ctx, input }) => getMapDiscoveries(ctx.db, input.since)),

  /** Hashes and names of one chunk of systems of the static map `version`. */
  mapLabels: publicProcedure
    .input(mapLabelsInput)
    .query(async ({ ctx, input }) => labelsOf(await mapDataAt(ctx.db, input.version), input.chunk)),

  search: publicProcedure.input(searchInput).query(({ ctx, input }) => searchGuide(ctx.db, input)),

  /** The chance of each rarity tier for a collect: the viewer's next one, or a newcomer's. */
  odds: publicProcedure.query(({ ctx }) => getOdds(ctx.db, ctx.user?.id ?? null)),

  random: publicProcedure.query(({ ctx }) => getRandomSystem(ctx.db, Math.random())),

  full: publicProcedure
    .input(systemInput)
    .query(({ ctx, input }) => getFullSystem(ctx.db, input.hash)),
});
