import type { Spheres } from '@orrery/db/galaxy';
import type { Point } from '@orrery/db/systems';
import { RARITIES, type Rarity, type TierCounts } from '@orrery/domain';
import { yieldToEventLoop } from '../core/event-loop.js';
import { DiscoveredSystems, type DiscoveredLayout } from './reach-discovered.js';

const TIERS = RARITIES.length;
const tierCodes = new Map<Rarity, number>(RARITIES.map((rarity, code) => [rarity, code]));

/** The tier code (index into RARITIES) of a stored rarity. */
export function tierCodeOf(rarity: Rarity): number {
  const code = tierCodes.get(rarity);
  if (code === undefined) throw new Error(`Unknown rarity ${rarity}`);
  return code;
}

/** Systems per grid cell the grid aims at: few points to test in a cell the spheres cut. */
const SYSTEMS_PER_CELL = 32;
/** The n-th candidate is looked for among about this many runs of consecutive ids. */
const ID_RUNS_BITS = 10;
/** Systems handled between two yields while the index is built (a few milliseconds' work). */
const BUILD_SLICE = 16_384;
/**
 * Safety margins of the cell tests. A cell counts whole only when it lies inside a sphere by a
 * relative 1e-9 of r² (far more than the rounding of any distance), and is tested point by point
 * when it comes that close to touching one, so only whole cells skip the exact test the SQL makes.
 */
const INSIDE = 1 - 1e-9;
const TOUCHING = 1 + 1e-9;

/** The galaxy's static inputs: every system's position and stored tier code, by id (0 … n − 1). */
export interface ReachColumns {
  count: number;
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  tier: Uint8Array;
}

/** Counting sort of ids 0 … n − 1 into `buckets` by `bucketOf`, keeping id order inside each. */
async function bucketIds(
  count: number,
  buckets: number,
  bucketOf: (id: number) => number,
  pause: () => Promise<void>,
) {
  const start = new Int32Array(buckets + 1);
  for (let id = 0; id < count; id++) {
    start[bucketOf(id) + 1]! += 1;
    if (id % BUILD_SLICE === BUILD_SLICE - 1) await pause();
  }
  for (let b = 0; b < buckets; b++) start[b + 1]! += start[b]!;
  const next = start.slice(0, buckets);
  const ids = new Int32Array(count);
  for (let id = 0; id < count; id++) {
    ids[next[bucketOf(id)]!++] = id;
    if (id % BUILD_SLICE === BUILD_SLICE - 1) await pause();
  }
  return { start, ids };
}

/** What build() works out for the constructor, a slice at a time. */
interface Built {
  cells: { start: Int32Array; ids: Int32Array };
  tiers: { start: Int32Array; ids: Int32Array };
  memberX: Float64Array;
  memberY: Float64Array;
  memberZ: Float64Array;
  rankInTier: Int32Array;
}

/** Cells along each axis for cell edge `edge` over `extent`. */
const cellsAlong = (extent: number[], edge: number) =>
  extent.map((e) => Math.max(1, Math.ceil(e / edge)));

interface Grid {
  origin: [number, number, number];
  edge: number;
  dims: [number, number, number];
}

/** The grid cell holding the point (x, y, z); points outside the grid fall in its border cells. */
function cellAt({ origin, edge, dims }: Grid, x: number, y: number, z: number): number {
  // No inner function: this runs for every system at every build.
  const ix = Math.min(dims[0] - 1, Math.max(0, Math.floor((x - origin[0]) / edge)));
  const iy = Math.min(dims[1] - 1, Math.max(0, Math.floor((y - origin[1]) / edge)));
  const iz = Math.min(dims[2] - 1, Math.max(0, Math.floor((z - origin[2]) / edge)));
  return (ix * dims[1] + iy) * dims[2] + iz;
}

/** The largest cube edge whose grid over `extent` has at most `target` cells (bisection). */
function cellEdgeFor(extent: number[], target: number): number {
  let high = Math.max(...extent, 1);
  let low = high / 2 ** 30;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    const cells = cellsAlong(extent, mid).reduce((a, b) => a * b, 1);
    if (cells > target) low = mid;
    else high = mid;
  }
  return high;
}

/**
 * An in-memory spatial index of one galaxy's systems for the telescope's reach (the draw and the
 * odds): a uniform grid whose cells keep their systems per tier, in id order. The systems never
 * change while a galaxy is ready, so the index is built once per galaxy (reach-store.ts); the
 * discoveries, which do change, are passed to every query as the caller's view of them
 * (DiscoveredSystems, kept per revision by reach-store.ts). Every query answers exactly what reach-repo.ts's SQL answers: the same predicates
 * evaluated in the same floating-point order, whole cells counted only where that cannot differ.
 */
export class ReachIndex {
  private readonly grid: Grid;
  private readonly origin: [number, number, number];
  private readonly edge: number;
  private readonly dims: [number, number, number];
  /** Offsets into `members` per cell and tier: cell c, tier t at [c × TIERS + t]. */
  private readonly cellStart: Int32Array;
  private readonly members: Int32Array;
  /**
   * Each member's position in the members' order: a query tests the points of a cell one after
   * another, and reading them by id instead (a random place in 8 MB per axis at 1,000,000 systems)
   * was most of its time.
   */
  private readonly memberX: Float64Array;
  private readonly memberY: Float64Array;
  private readonly memberZ: Float64Array;
  /** Ids per tier in id order, offsets per tier; and each system's rank within its tier. */
  private readonly tierStart: Int32Array;
  private readonly byTier: Int32Array;
  private readonly rankInTier: Int32Array;
  /** Scratch for a query's cells: visited in query `stamp`, at `slot` in its list of cells. */
  private readonly seen: Uint32Array;
  private readonly slot: Int32Array;
  private stamp = 0;
  /** log2 of the ids per run the n-th candidate is looked for in (ID_RUNS_BITS). */
  private readonly runBits: number;
  /** Where this index files each system, for the discovered systems' counts per (cell, tier). */
  readonly layout: DiscoveredLayout;

  private constructor(
    readonly key: string,
    /** The inputs it was built from (an index for a grown galaxy starts from them). */
    readonly columns: ReachColumns,
    grid: Grid,
    built: Built,
  ) {
    this.grid = grid;
    this.origin = grid.origin;
    this.edge = grid.edge;
    this.dims = grid.dims;
    this.cellStart = built.cells.start;
    this.members = built.cells.ids;
    this.memberX = built.memberX;
    this.memberY = built.memberY;
    this.memberZ = built.memberZ;
    this.tierStart = built.tiers.start;
    this.byTier = built.tiers.ids;
    this.rankInTier = built.rankInTier;
    this.runBits = Math.max(0, Math.ceil(Math.log2(Math.max(1, columns.count))) - ID_RUNS_BITS);
    const cellCount = grid.dims[0] * grid.dims[1] * grid.dims[2];
    this.seen = new Uint32Array(cellCount);
    this.slot = new Int32Array(cellCount);
    this.layout = {
      count: columns.count,
      tiers: TIERS,
      slots: cellCount * TIERS,
      slotOf: (id) =>
        cellAt(grid, columns.x[id]!, columns.y[id]!, columns.z[id]!) * TIERS + columns.tier[id]!,
      tierOf: (id) => columns.tier[id]!,
    };
  }

  /**
   * Builds the index, calling `pause` between slices of the work: by default it yields to the
   * event loop; inside a transaction it must not (reach-grown.ts).
   */
  static async build(
    key: string,
    columns: ReachColumns,
    { systemsPerCell = SYSTEMS_PER_CELL, pause = yieldToEventLoop } = {},
  ): Promise<ReachIndex> {
    const { count, x, y, z, tier } = columns;
    const low = [Infinity, Infinity, Infinity];
    const high = [-Infinity, -Infinity, -Infinity];
    for (const [a, axis] of [x, y, z].entries()) {
      for (let id = 0; id < count; id++) {
        const v = axis[id]!;
        if (v < low[a]!) low[a] = v;
        if (v > high[a]!) high[a] = v;
        if (id % BUILD_SLICE === BUILD_SLICE - 1) await pause();
      }
    }
    if (count === 0) {
      low.fill(0);
      high.fill(0);
    }
    const extent = [0, 1, 2].map((a) => high[a]! - low[a]!);
    const edge = cellEdgeFor(extent, Math.max(1, Math.floor(count / systemsPerCell)));
    const [nx, ny, nz] = cellsAlong(extent, edge) as [number, number, number];
    const grid: Grid = {
      origin: low as [number, number, number],
      edge,
      dims: [nx, ny, nz],
    };
    const cells = await bucketIds(
      count,
      nx * ny * nz * TIERS,
      (id) => cellAt(grid, x[id]!, y[id]!, z[id]!) * TIERS + tier[id]!,
      pause,
    );
    const tiers = await bucketIds(count, TIERS, (id) => tier[id]!, pause);
    const memberX = new Float64Array(count);
    const memberY = new Float64Array(count);
    const memberZ = new Float64Array(count);
    for (let k = 0; k < count; k++) {
      const id = cells.ids[k]!;
      memberX[k] = x[id]!;
      memberY[k] = y[id]!;
      memberZ[k] = z[id]!;
      if (k % BUILD_SLICE === BUILD_SLICE - 1) await pause();
    }
    const rankInTier = new Int32Array(count);
    for (let t = 0; t < TIERS; t++) {
      for (let k = tiers.start[t]!; k < tiers.start[t + 1]!; k++) {
        rankInTier[tiers.ids[k]!] = k - tiers.start[t]!;
        if (k % BUILD_SLICE === BUILD_SLICE - 1) await pause();
      }
    }
    return new ReachIndex(key, columns, grid, {
      cells,
      tiers,
      memberX,
      memberY,
      memberZ,
      rankInTier,
    });
  }

  get count(): number {
    return this.columns.count;
  }

  /** The discovered systems `ids` (ascending), as the queries take them. */
  discovered(ids: Int32Array): DiscoveredSystems {
    return DiscoveredSystems.of(this.layout, ids);
  }

  /**
   * The SQL's `inSpheres` for the member at `k`: in some anchor's x slab, and within range of some
   * anchor — of `near`, the anchors whose sphere reaches the system's cell (no other one can hold it).
   */
  private inSpheres(k: number, { anchors, range }: Spheres, r2: number, near = anchors): boolean {
    const sx = this.memberX[k]!;
    let inSlab = false;
    for (const a of anchors) {
      if (sx >= a.x - range && sx <= a.x + range) {
        inSlab = true;
        break;
      }
    }
    if (!inSlab) return false;
    const sy = this.memberY[k]!;
    const sz = this.memberZ[k]!;
    for (const a of near) {
      if ((sx - a.x) * (sx - a.x) + (sy - a.y) * (sy - a.y) + (sz - a.z) * (sz - a.z) <= r2) {
        return true;
      }
    }
    return false;
  }

  /** The SQL's squared distance from `p` to the member at `k`. */
  private squaredDistance(k: number, p: Point): number {
    const sx = this.memberX[k]!;
    const sy = this.memberY[k]!;
    const sz = this.memberZ[k]!;
    return (sx - p.x) * (sx - p.x) + (sy - p.y) * (sy - p.y) + (sz - p.z) * (sz - p.z);
  }

  /** The cells of the box within `range` (and `pad`) of `anchor`, as [from, to] per axis. */
  private cellBox(anchor: Point, range: number, pad = 0): [number, number][] {
    const p = [anchor.x, anchor.y, anchor.z];
    return [0, 1, 2].map((a) => {
      const n = this.dims[a]!;
      const at = (v: number) =>
        Math.min(n - 1, Math.max(0, Math.floor((v - this.origin[a]!) / this.edge)));
      return [at(p[a]! - range - pad), at(p[a]! + range + pad)] as [number, number];
    });
  }

  /**
   * The cells some sphere reaches, each once, with the anchors whose spheres reach it (`near`):
   * `whole` when a sphere holds it whole, else a sphere cuts it and its points are tested one by
   * one. The cells' bounds are widened by a millionth of an edge against the rounding of which
   * cell a point fell in.
   */
  private cellsWithin({ anchors, range }: Spheres): {
    cells: number[];
    whole: boolean[];
    near: Point[][];
  } {
    this.stamp = (this.stamp + 1) >>> 0;
    if (this.stamp === 0) {
      this.seen.fill(0);
      this.stamp = 1;
    }
    const cells: number[] = [];
    const whole: boolean[] = [];
    const near: Point[][] = [];
    const r2 = range * range;
    const pad = this.edge * 1e-6;
    const [, ny, nz] = this.dims;
    for (const anchor of anchors) {
      const p = [anchor.x, anchor.y, anchor.z];
      const box = this.cellBox(anchor, range, pad);
      const bounds = (axis: number, i: number) => {
        const lo = this.origin[axis]! + i * this.edge - pad;
        const hi = this.origin[axis]! + (i + 1) * this.edge + pad;
        const v = p[axis]!;
        const nearest = v < lo ? lo - v : v > hi ? v - hi : 0;
        const farthest = Math.max(Math.abs(v - lo), Math.abs(v - hi));
        return [nearest * nearest, farthest * farthest] as const;
      };
      for (let ix = box[0]![0]; ix <= box[0]![1]; ix++) {
        const [nearX, farX] = bounds(0, ix);
        for (let iy = box[1]![0]; iy <= box[1]![1]; iy++) {
          const [nearY, farY] = bounds(1, iy);
          for (let iz = box[2]![0]; iz <= box[2]![1]; iz++) {
            const [nearZ, farZ] = bounds(2, iz);
            if (nearX + nearY + nearZ > r2 * TOUCHING) continue;
            const inside = farX + farY + farZ <= r2 * INSIDE;
            const cell = (ix * ny + iy) * nz + iz;
            if (this.seen[cell] !== this.stamp) {
              this.seen[cell] = this.stamp;
              this.slot[cell] = cells.length;
              cells.push(cell);
              whole.push(inside);
              near.push([anchor]);
            } else {
              const at = this.slot[cell]!;
              whole[at] ||= inside;
              near[at]!.push(anchor);
            }
          }
        }
      }
    }
    return { cells, whole, near };
  }

  /** countUndiscoveredByRarity: undiscovered systems per tier, everywhere or within the spheres. */
  countUndiscovered(within: Spheres | null, discovered: DiscoveredSystems): TierCounts {
    const counts = new Array<number>(TIERS).fill(0);
    const { tier } = this.columns;
    if (!within || within.anchors.length === 0) {
      for (let t = 0; t < TIERS; t++) {
        counts[t] = this.tierStart[t + 1]! - this.tierStart[t]! - discovered.perTier[t]!;
      }
    } else {
      const r2 = within.range * within.range;
      const { cells, whole, near } = this.cellsWithin(within);
      for (const [at, cell] of cells.entries()) {
        const first = cell * TIERS;
        if (whole[at]) {
          for (let t = 0; t < TIERS; t++) {
            const slot = first + t;
            counts[t]! +=
              this.cellStart[slot + 1]! - this.cellStart[slot]! - discovered.perSlot[slot]!;
          }
          continue;
        }
        for (let k = this.cellStart[first]!; k < this.cellStart[first + TIERS]!; k++) {
          if (this.inSpheres(k, within, r2, near[at])) {
            const id = this.members[k]!;
            if (!discovered.has(id)) counts[tier[id]!]! += 1;
          }
        }
      }
    }
    // As the SQL's GROUP BY: a tier with no system is absent.
    const result: TierCounts = {};
    counts.forEach((n, t) => {
      if (n > 0) result[RARITIES[t]!] = n;
    });
    return result;
  }

  /** nthUndiscovered: the id of the `n`-th (from 0, in id order) undiscovered system of `rarity`. */
  nthUndiscovered(
    within: Spheres | null,
    rarity: Rarity,
    n: number,
    discovered: DiscoveredSystems,
  ): number | undefined {
    const t = tierCodeOf(rarity);
    const { tier } = this.columns;
    if (!within || within.anchors.length === 0) {
      // Walk the tier's ids: each discovered one at or before the answer moves it on by one.
      let at = n;
      for (const id of discovered.ids) {
        if (tier[id] !== t) continue;
        if (this.rankInTier[id]! > at) break;
        at += 1;
      }
      const first = this.tierStart[t]!;
      return first + at < this.tierStart[t + 1]! ? this.byTier[first + at] : undefined;
    }
    const r2 = within.range * within.range;
    const { cells, whole, near } = this.cellsWithin(within);
    const eachCandidate = (visit: (id: number) => void) => {
      for (const [at, cell] of cells.entries()) {
        const first = cell * TIERS + t;
        for (let k = this.cellStart[first]!; k < this.cellStart[first + 1]!; k++) {
          const id = this.members[k]!;
          if (discovered.has(id)) continue;
          if (whole[at] || this.inSpheres(k, within, r2, near[at])) visit(id);
        }
      }
    };
    // Not a sort of every candidate: count the undiscovered ones per run of ids, find the run
    // that holds the n-th, then sort only that run's.
    const perRun = new Int32Array((this.columns.count >> this.runBits) + 1);
    eachCandidate((id) => (perRun[id >> this.runBits]! += 1));
    let run = 0;
    let left = n;
    while (run < perRun.length && left >= perRun[run]!) left -= perRun[run++]!;
    if (run === perRun.length) return undefined;
    const inRun: number[] = [];
    eachCandidate((id) => {
      if (id >> this.runBits === run) inRun.push(id);
    });
    return Int32Array.from(inRun).sort()[left];
  }

  /** findUndiscoveredWithin: whether some undiscovered system lies in `center`'s box and range. */
  someUndiscoveredWithin(center: Point, range: number, discovered: DiscoveredSystems): boolean {
    const { memberX: x, memberY: y, memberZ: z } = this;
    const r2 = range * range;
    const [bx, by, bz] = this.cellBox(center, range);
    const [, ny, nz] = this.dims;
    for (let ix = bx![0]; ix <= bx![1]; ix++) {
      for (let iy = by![0]; iy <= by![1]; iy++) {
        for (let iz = bz![0]; iz <= bz![1]; iz++) {
          const first = ((ix * ny + iy) * nz + iz) * TIERS;
          for (let k = this.cellStart[first]!; k < this.cellStart[first + TIERS]!; k++) {
            const inBox =
              x[k]! >= center.x - range &&
              x[k]! <= center.x + range &&
              z[k]! >= center.z - range &&
              z[k]! <= center.z + range &&
              y[k]! >= center.y - range &&
              y[k]! <= center.y + range;
            if (
              inBox &&
              this.squaredDistance(k, center) <= r2 &&
              !discovered.has(this.members[k]!)
            ) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * nearestUndiscovered: the undiscovered system nearest to any anchor, the lower id on a tie.
   * Round each anchor the cells are searched a ring at a time, outwards, until no cell left
   * outside can hold a point as near as the best found (for any anchor so far): a stuck player's
   * nearest system is usually a few rings away, not a scan of the galaxy.
   */
  nearestUndiscovered(anchors: Point[], discovered: DiscoveredSystems): number | undefined {
    return this.nearestWithDistance(anchors, discovered).id;
  }

  /** nearestUndiscovered, and its squared distance to the nearest anchor (Infinity for none). */
  nearestWithDistance(
    anchors: Point[],
    discovered: DiscoveredSystems,
  ): { id: number | undefined; distance: number } {
    const best = { id: undefined as number | undefined, distance: Infinity };
    for (const anchor of anchors) this.searchRings(anchor, discovered, best);
    return best;
  }

  /** One anchor's part of nearestUndiscovered: improves `best` with the systems round `anchor`. */
  private searchRings(
    anchor: Point,
    discovered: DiscoveredSystems,
    best: { id: number | undefined; distance: number },
  ): void {
    const p = [anchor.x, anchor.y, anchor.z];
    const center = this.cellBox(anchor, 0).map(([cell]) => cell);
    const pad = this.edge * 1e-6;
    const visit = (ix: number, iy: number, iz: number) => {
      const first = ((ix * this.dims[1] + iy) * this.dims[2] + iz) * TIERS;
      for (let k = this.cellStart[first]!; k < this.cellStart[first + TIERS]!; k++) {
        const id = this.members[k]!;
        if (discovered.has(id)) continue;
        const distance = this.squaredDistance(k, anchor);
        if (distance < best.distance || (distance === best.distance && id < best.id!)) {
          best.id = id;
          best.distance = distance;
        }
      }
    };
    for (let ring = 0; ; ring++) {
      const from = center.map((c) => Math.max(0, c - ring));
      const to = center.map((c, a) => Math.min(this.dims[a]! - 1, c + ring));
      for (let ix = from[0]!; ix <= to[0]!; ix++) {
        const edgeX = Math.abs(ix - center[0]!) === ring;
        for (let iy = from[1]!; iy <= to[1]!; iy++) {
          if (edgeX || Math.abs(iy - center[1]!) === ring) {
            for (let iz = from[2]!; iz <= to[2]!; iz++) visit(ix, iy, iz);
          } else {
            // Inside the ring's box on x and y: only its two z faces are new.
            if (center[2]! - ring >= 0) visit(ix, iy, center[2]! - ring);
            if (center[2]! + ring < this.dims[2]) visit(ix, iy, center[2]! + ring);
          }
        }
      }
      // The nearest any cell outside the rings so far can be: the nearest face with cells beyond.
      let outside = Infinity;
      for (let a = 0; a < 3; a++) {
        if (from[a]! > 0)
          outside = Math.min(outside, p[a]! - (this.origin[a]! + from[a]! * this.edge));
        if (to[a]! < this.dims[a]! - 1) {
          outside = Math.min(outside, this.origin[a]! + (to[a]! + 1) * this.edge - p[a]!);
        }
      }
      if (outside === Infinity) return;
      const reach = Math.max(0, outside - pad);
      // With a margin far beyond rounding, so that no system outside can even tie.
      if (reach * reach > best.distance * TOUCHING) return;
    }
  }
}
