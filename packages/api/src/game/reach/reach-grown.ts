import { takeTurn, type Db } from '@orrery/db';
import { listGrownRarities, listMapStaticPage, type Spheres } from '@orrery/db/galaxy';
import type { Point } from '@orrery/db/systems';
import { RARITIES, type Rarity, type TierCounts } from '@orrery/domain';
import { DiscoveredSystems } from './reach-discovered.js';
import { ReachIndex, tierCodeOf } from './reach-index.js';

/** Rows per read of the grown systems: each read holds the event loop while SQLite answers. */
const PAGE_ROWS = 2_000;
/**
 * Takes turns with the event loop like any database work (the reads run in a draw's transaction,
 * which keeps its connection meanwhile): after a rebuilt index, the grown systems beside it are
 * read whole, tens of thousands of them.
 */
const inTurns = async () => takeTurn();

/**
 * The reach of a galaxy that grew past its held index, until the index for its new size is built:
 * the held index answers for its systems (ids below `from`), a small index of the grown systems
 * alone (read once per size) for the rest. Ids are ordered the same way (every held system before
 * every grown one), so the answers are those one index of the whole galaxy gives, without a SQL
 * scan of the whole galaxy per draw while the full index is rebuilt.
 */
export class GrownReach {
  /** The grown systems' view of each main view of the discoveries. */
  private readonly grownSeen = new WeakMap<DiscoveredSystems, DiscoveredSystems>();

  constructor(
    readonly held: ReachIndex,
    /** The grown systems' index, by id − `from`. */
    readonly grown: ReachIndex,
  ) {}

  get from(): number {
    return this.held.count;
  }

  get count(): number {
    return this.held.count + this.grown.count;
  }

  /** The discovered grown systems of `seen` (the held index's view, which keeps every id). */
  private seenGrown(seen: DiscoveredSystems): DiscoveredSystems {
    let view = this.grownSeen.get(seen);
    if (!view) {
      const ids = seen.ids;
      let first = ids.length;
      while (first > 0 && ids[first - 1]! >= this.from) first -= 1;
      const local = ids.subarray(first).map((id) => id - this.from);
      view = DiscoveredSystems.of(this.grown.layout, local);
      this.grownSeen.set(seen, view);
    }
    return view;
  }

  countUndiscovered(within: Spheres | null, seen: DiscoveredSystems): TierCounts {
    const a = this.held.countUndiscovered(within, seen);
    const b = this.grown.countUndiscovered(within, this.seenGrown(seen));
    const result: TierCounts = {};
    for (const rarity of RARITIES) {
      const n = (a[rarity] ?? 0) + (b[rarity] ?? 0);
      if (n > 0) result[rarity] = n;
    }
    return result;
  }

  nthUndiscovered(
    within: Spheres | null,
    rarity: Rarity,
    n: number,
    seen: DiscoveredSystems,
  ): number | undefined {
    const inHeld = this.held.nthUndiscovered(within, rarity, n, seen);
    if (inHeld !== undefined) return inHeld;
    const before = this.held.countUndiscovered(within, seen)[rarity] ?? 0;
    const inGrown = this.grown.nthUndiscovered(within, rarity, n - before, this.seenGrown(seen));
    return inGrown === undefined ? undefined : inGrown + this.from;
  }

  someUndiscoveredWithin(center: Point, range: number, seen: DiscoveredSystems): boolean {
    return (
      this.held.someUndiscoveredWithin(center, range, seen) ||
      this.grown.someUndiscoveredWithin(center, range, this.seenGrown(seen))
    );
  }

  nearestUndiscovered(anchors: Point[], seen: DiscoveredSystems): number | undefined {
    const a = this.held.nearestWithDistance(anchors, seen);
    const b = this.grown.nearestWithDistance(anchors, this.seenGrown(seen));
    // A tie goes to the lower id: a held system's.
    if (b.id !== undefined && (a.id === undefined || b.distance < a.distance)) {
      return b.id + this.from;
    }
    return a.id;
  }
}

/** Per held index, the grown reach of the newest sizes asked for (a draw may see an older one). */
const grownOf = new WeakMap<ReachIndex, Map<number, Promise<GrownReach>>>();
const SIZES_KEPT = 2;

/** The grown systems' columns: `base`'s (if any), then systems `base.count` … `size` − 1 read. */
async function readGrown(
  db: Db,
  held: ReachIndex,
  size: number,
  base: GrownReach | undefined,
): Promise<GrownReach> {
  const from = held.count;
  const count = size - from;
  const known = base?.grown.columns;
  const columns = {
    count,
    x: new Float64Array(count),
    y: new Float64Array(count),
    z: new Float64Array(count),
    tier: new Uint8Array(count),
  };
  if (known) {
    columns.x.set(known.x);
    columns.y.set(known.y);
    columns.z.set(known.z);
    columns.tier.set(known.tier);
  }
  const first = known?.count ?? 0;
  for (let done = first; done < count;) {
    const rows = (await listMapStaticPage(db, from + done - 1, PAGE_ROWS)).slice(0, count - done);
    if (rows.length === 0) break;
    for (const row of rows) {
      const at = row.id - from;
      columns.x[at] = row.x;
      columns.y[at] = row.y;
      columns.z[at] = row.z;
    }
    done += rows.length;
    await takeTurn();
  }
  let read = first;
  for (let page = from + first; page < size; page += PAGE_ROWS) {
    const rows = await listGrownRarities(db, page, Math.min(size, page + PAGE_ROWS));
    for (const row of rows) columns.tier[row.id - from] = tierCodeOf(row.rarity);
    read += rows.length;
    await takeTurn();
  }
  if (read !== count) throw new Error(`The galaxy holds ${from + read} of its ${size} systems`);
  const grown = await ReachIndex.build(`${held.key}|grown-to-${size}`, columns, {
    pause: inTurns,
  });
  return new GrownReach(held, grown);
}

/**
 * The reach of the galaxy of `size` systems, grown from `held`'s: its grown systems read in `db`
 * (the caller's transaction, which sees them all) once per size and shared by every draw at it;
 * those of a smaller size read before are kept, only the ones past them read.
 */
export function grownReachOf(db: Db, held: ReachIndex, size: number): Promise<GrownReach> {
  let sizes = grownOf.get(held);
  if (!sizes) {
    sizes = new Map();
    grownOf.set(held, sizes);
  }
  const kept = sizes;
  let reach = kept.get(size);
  if (!reach) {
    const below = [...kept.keys()].filter((n) => n < size).sort((a, b) => b - a)[0];
    const base = below === undefined ? Promise.resolve(undefined) : kept.get(below)!;
    const reading = base.catch(() => undefined).then((known) => readGrown(db, held, size, known));
    reach = reading;
    kept.set(size, reading);
    for (const old of [...kept.keys()].sort((a, b) => a - b).slice(0, -SIZES_KEPT)) {
      kept.delete(old);
    }
    reading.catch(() => {
      if (kept.get(size) === reading) kept.delete(size);
    });
  }
  return reach;
}
