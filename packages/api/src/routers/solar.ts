import { getFullSystem, getMapSystems, getRandomSystem, searchGuide } from '../game/index.js';
import { searchInput, systemInput } from '../inputs.js';
import { publicProcedure, router } from '../trpc.js';

const toTenth = (value: number) => Math.round(value * 10) / 10;

/** The galaxy's public reads: the map, the guide's search, a random system and a full system. */
export const solarRouter = router({
  /**
   * Every system for the 3D map. Coordinates are rounded to 0.1 ly (the precision the map shows):
   * full precision would make the heaviest response twice as large once compressed.
   */
  map: publicProcedure.query(async ({ ctx }) =>
    (await getMapSystems(ctx.db)).map((system) => ({
      ...system,
      coordinates: {
        x: toTenth(system.coordinates.x),
        y: toTenth(system.coordinates.y),
        z: toTenth(system.coordinates.z),
      },
    })),
  ),

  search: publicProcedure.input(searchInput).query(({ ctx, input }) => searchGuide(ctx.db, input)),

  random: publicProcedure.query(({ ctx }) => getRandomSystem(ctx.db, Math.random())),

  full: publicProcedure
    .input(systemInput)
    .query(({ ctx, input }) => getFullSystem(ctx.db, input.hash)),
});
