import { type Db } from '@orrery/db';
import { getGalaxy, type Galaxy } from '@orrery/db/galaxy';
import { searchSystems, type SystemSearch } from '@orrery/db/search';
import {
  countSystems,
  findSystemWithExtrasByHash,
  findSystemWithExtrasById,
  listSystemExtras,
  type ExtrasColumns,
  type SystemWithExtras,
} from '@orrery/db/systems';
import { listSystemHolders } from '@orrery/db/trades';
import type { GameConfig } from '@orrery/domain/config';
import { generateSystem, systemOutline, type GalaxyParams } from '@orrery/procgen';
import { mapListArray } from '../../map/map-list.js';
import { currentMapData } from '../../map/map-store.js';
import { storedOutline } from './card-shape.js';
import { gameConfigOf } from '../core/config.js';
import { GameError } from '../core/errors.js';
import { galaxyParamsOf } from '../core/galaxy-params.js';
import { toFullSystem, toSystemCard, type StoredIdentity } from './system-views.js';
import type { FullSystem, MapSystem, SearchResult, SystemCard } from '../core/views.js';

export interface GalaxyInfo {
  params: GalaxyParams;
  createdAt: string;
}

export async function galaxyInfo(db: Db): Promise<GalaxyInfo> {
  return (await galaxyAndConfig(db)).galaxy;
}

/**
 * The galaxy and its config in force, from one read of its row (regenerating needs both), or from
 * `known`, a row the caller read for the answer's galaxy version (see Context.galaxy).
 */
export async function galaxyAndConfig(
  db: Db,
  known?: Galaxy,
): Promise<{ galaxy: GalaxyInfo; config: GameConfig; row: Galaxy }> {
  const row = known ?? (await getGalaxy(db));
  if (!row) throw new GameError('NOT_FOUND', 'No galaxy has been created yet');
  return {
    galaxy: { params: galaxyParamsOf(row), createdAt: row.created_at },
    config: gameConfigOf(row),
    row,
  };
}

type Extras = Map<number, { name?: string; finish?: string }>;

/** The extras of rows that were read with them (SystemWithExtras), as listSystemExtras has them. */
function extrasOfRows(rows: ({ id: number } & ExtrasColumns)[]): Extras {
  const extras: Extras = new Map();
  for (const row of rows) {
    if (row.public_name === null && row.card_finish === null) continue;
    extras.set(row.id, {
      ...(row.public_name === null ? {} : { name: row.public_name }),
      ...(row.card_finish === null ? {} : { finish: row.card_finish }),
    });
  }
  return extras;
}

/** Regenerates a stored system's detail and overlays its stored rarity, discovery and extras. */
async function fullView(db: Db, row: SystemWithExtras, known?: Galaxy): Promise<FullSystem> {
  const { galaxy, config } = await galaxyAndConfig(db, known);
  const view = withExtras(
    toFullSystem(generateSystem(galaxy.params, row.id, config.rarity), row, galaxy.createdAt),
    extrasOfRows([row]).get(row.id),
  );
  // Only a traded system has holders after its discoverer (system_holders).
  const holders = row.discovered_by_id === null ? [] : await listSystemHolders(db, row.id);
  if (holders.length > 0) {
    view.holders = holders.map((h) => ({ username: h.username, since: h.since }));
  }
  return view;
}

/** A view with the public name and card finish its holder bought, when there are any. */
function withExtras<V extends FullSystem | SystemCard>(
  view: V,
  extras: { name?: string; finish?: string } | undefined,
): V {
  if (extras?.name !== undefined) view.publicName = extras.name;
  if (extras?.finish === 'foil' || extras?.finish === 'holographic') view.finish = extras.finish;
  return view;
}

/**
 * Cards for stored rows, each from its system's outline (no star, planet or moon detail): the one
 * its row stores (card-shape.ts), else procgen's (galaxies seeded before the shape was). Rows
 * read with their extras (the guide's search) carry them; others' are read here.
 */
export async function cardViews(
  db: Db,
  rows: StoredIdentity[],
  extras?: Extras,
  galaxyRow?: Galaxy,
): Promise<SystemCard[]> {
  if (rows.length === 0) return [];
  const { galaxy, config } = await galaxyAndConfig(db, galaxyRow);
  const known =
    extras ??
    (await listSystemExtras(
      db,
      rows.map((row) => row.id),
    ));
  return rows.map((row) =>
    withExtras(
      toSystemCard(storedOutline(row) ?? systemOutline(galaxy.params, row.id, config.rarity), row),
      known.get(row.id),
    ),
  );
}

/** A full system by hash; `known`: the galaxy's row, when the caller has read it (galaxyAndConfig). */
export async function getFullSystem(db: Db, hash: string, known?: Galaxy): Promise<FullSystem> {
  const row = await findSystemWithExtrasByHash(db, hash);
  if (!row) throw new GameError('NOT_FOUND', 'Solar system not found');
  return fullView(db, row, known);
}

/** A system picked by `random` in [0, 1) (the caller's randomness; the landing page example). */
export async function getRandomSystem(db: Db, random: number): Promise<FullSystem> {
  const total = await countSystems(db);
  if (total === 0) throw new GameError('NOT_FOUND', 'No solar systems exist yet');
  const index = Math.min(Math.floor(random * total), total - 1);
  const row = await findSystemWithExtrasById(db, Math.max(index, 0));
  if (!row) throw new GameError('NOT_FOUND', 'Solar system not found');
  return fullView(db, row);
}

/**
 * Every system, for the 3D map: built from the map data read once per galaxy (map/map-store.ts)
 * and the current discoveries.
 */
export async function getMapSystems(db: Db): Promise<MapSystem[]> {
  return mapListArray(db, await currentMapData(db));
}

/**
 * The guide's search (db.searchSystems has the matching rules), answered as cards; `known`: the
 * galaxy's row, when the caller has read it (galaxyAndConfig).
 */
export async function searchGuide(
  db: Db,
  query: SystemSearch,
  known?: Galaxy,
): Promise<SearchResult> {
  const result = await searchSystems(db, query, undefined, known);
  return {
    systems: await cardViews(db, result.rows, extrasOfRows(result.rows), known),
    pagination: {
      totalPages: result.totalPages,
      totalCount: result.totalCount,
      page: result.page,
      limit: result.limit,
    },
  };
}
