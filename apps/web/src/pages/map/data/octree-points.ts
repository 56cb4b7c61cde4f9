/**
 * The points of a galaxy too large to hold whole (the manifest's octree mode): the octree cells
 * the camera sees (octree-stream.ts chooses them), each page in a slab of slots of the GPU's
 * arrays, allocated once at the point budget. A cell that leaves the view frees its slab (its
 * slots hidden), a new one takes a free slab: nothing grows with the galaxy but who discovered
 * what, kept per discovered system.
 */
import type { CellPage } from '@orrery/api/octree-format';
import { dequantise } from '@orrery/api/octree-format';
import {
  DISCOVERED,
  EMPTY,
  MINE,
  countVisible,
  UNDISCOVERED,
  widen,
  type DiscoveriesAnswer,
  type Dirty,
  type MapFilter,
  type MapPoints,
} from './map-buffers.js';
import { hexToRgb, markerSize, spectralColor } from './map-style.js';
import { sceneFrameOf, type SceneFrame } from './scene-frame.js';

export interface OctreeBounds {
  min: readonly number[];
  max: readonly number[];
  classes: readonly string[];
}

export class OctreePoints implements MapPoints {
  readonly evenPrefix = false;
  readonly frame: SceneFrame;
  readonly positions: Float32Array;
  readonly colors: Uint8Array;
  readonly sizes: Uint8Array;
  readonly states: Uint8Array;
  /** the system in each slot, -1 for none */
  readonly #systems: Int32Array;
  readonly #slotOf = new Map<number, number>();
  /** the discoverer of each discovered system */
  readonly #owners = new Map<number, number>();
  /** which cell (its key) each slab holds, or null */
  readonly #slabs: (string | null)[];
  #userId: number | null = null;
  #rgb: [number, number, number][];
  #dirtyPoints: Dirty = null;
  #dirtyStates: Dirty = null;
  #version = 0;
  #listeners = new Set<() => void>();
  loaded = 0;
  layout = 0;
  /** slots holding a system */
  filled = 0;
  discoveries: { galaxy: string; revision: number } | null = null;

  constructor(
    readonly count: number,
    readonly bounds: OctreeBounds,
    /** slots per slab: the server's page size */
    readonly slabPoints: number,
    slabCount: number,
  ) {
    this.frame = sceneFrameOf(bounds.min, bounds.max);
    const capacity = slabPoints * slabCount;
    this.positions = new Float32Array(capacity * 3);
    this.colors = new Uint8Array(capacity * 3);
    this.sizes = new Uint8Array(capacity);
    this.states = new Uint8Array(capacity).fill(EMPTY);
    this.#systems = new Int32Array(capacity).fill(-1);
    this.#slabs = new Array<string | null>(slabCount).fill(null);
    this.#rgb = Array.from({ length: 16 }, (_, i) =>
      hexToRgb(spectralColor(bounds.classes[i])).map((c) => Math.round(c * 255)),
    ) as [number, number, number][];
  }

  get version(): number {
    return this.#version;
  }

  /** Slabs a view may fill. */
  get slabCount(): number {
    return this.#slabs.length;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed() {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }

  #stateOf(system: number): number {
    const owner = this.#owners.get(system);
    if (owner === undefined) return UNDISCOVERED;
    return owner === this.#userId ? MINE : DISCOVERED;
  }

  /** The cells shown now (keys), each with its page: the slabs follow, a cell keeps its slab. */
  show(cells: readonly { key: string; page: CellPage }[]): void {
    const wanted = new Map(cells.map((cell) => [cell.key, cell.page]));
    let touched = false;
    this.#slabs.forEach((key, slab) => {
      if (key !== null && !wanted.has(key)) {
        this.#clearSlab(slab);
        touched = true;
      }
    });
    const held = new Set(this.#slabs);
    for (const [key, page] of wanted) {
      if (held.has(key)) continue;
      const slab = this.#slabs.indexOf(null);
      if (slab < 0) break;
      this.#fillSlab(slab, key, page);
      touched = true;
    }
    if (!touched) return;
    let last = this.#slabs.length - 1;
    while (last >= 0 && this.#slabs[last] === null) last--;
    this.loaded = (last + 1) * this.slabPoints;
    this.layout++;
    this.#changed();
  }

  /** Cells held now. */
  get shown(): string[] {
    return this.#slabs.filter((key): key is string => key !== null);
  }

  #clearSlab(slab: number) {
    const start = slab * this.slabPoints;
    for (let i = start; i < start + this.slabPoints; i++) {
      const system = this.#systems[i]!;
      if (system < 0) continue;
      this.#slotOf.delete(system);
      this.#systems[i] = -1;
      this.states[i] = EMPTY;
      this.sizes[i] = 0;
      this.filled--;
    }
    this.#slabs[slab] = null;
    this.#dirtyPoints = widen(this.#dirtyPoints, start, start + this.slabPoints);
    this.#dirtyStates = widen(this.#dirtyStates, start, start + this.slabPoints);
  }

  #fillSlab(slab: number, key: string, page: CellPage) {
    const start = slab * this.slabPoints;
    const { centre, scale } = this.frame;
    const n = Math.min(page.indices.length, this.slabPoints);
    for (let i = 0; i < n; i++) {
      const slot = start + i;
      const system = page.indices[i]!;
      for (let a = 0; a < 3; a++) {
        const ly = dequantise(page.quantised[i * 3 + a]!, a, this.bounds);
        this.positions[slot * 3 + a] = (ly - centre[a]!) * scale;
      }
      const style = page.styles[i]!;
      this.colors.set(this.#rgb[style & 15]!, slot * 3);
      this.sizes[slot] = markerSize(style >> 4);
      this.states[slot] = this.#stateOf(system);
      this.#systems[slot] = system;
      this.#slotOf.set(system, slot);
      this.filled++;
    }
    this.#slabs[slab] = key;
    this.#dirtyPoints = widen(this.#dirtyPoints, start, start + this.slabPoints);
    this.#dirtyStates = widen(this.#dirtyStates, start, start + this.slabPoints);
  }

  #restate(system: number) {
    const slot = this.#slotOf.get(system);
    if (slot === undefined) return;
    this.states[slot] = this.#stateOf(system);
    this.#dirtyStates = widen(this.#dirtyStates, slot, slot + 1);
  }

  applyDiscoveries(answer: DiscoveriesAnswer): boolean {
    const held = this.discoveries;
    if (answer.since !== null) {
      if (!held || held.galaxy !== answer.galaxy || held.revision !== answer.since) return false;
    } else {
      this.#owners.clear();
    }
    for (const [system = -1, user = -1] of answer.discovered) this.#owners.set(system, user);
    for (const system of answer.released) this.#owners.delete(system);
    this.discoveries = { galaxy: answer.galaxy, revision: answer.revision };
    if (answer.since === null) this.#restateAll();
    else
      for (const system of [...answer.discovered.map(([s = -1]) => s), ...answer.released])
        this.#restate(system);
    this.#changed();
    return true;
  }

  #restateAll() {
    for (const [system, slot] of this.#slotOf) this.states[slot] = this.#stateOf(system);
    this.#dirtyStates = [0, this.loaded];
  }

  setUser(userId: number | null): void {
    if (userId === this.#userId) return;
    this.#userId = userId;
    this.#restateAll();
    this.#changed();
  }

  visibleCount(filter: MapFilter): number {
    return filter === 'all' ? this.filled : countVisible(this.states, this.loaded, filter);
  }

  discoveredCount(): number {
    return this.#owners.size;
  }

  takeDirty(): { points: Dirty; states: Dirty } {
    const taken = { points: this.#dirtyPoints, states: this.#dirtyStates };
    this.#dirtyPoints = null;
    this.#dirtyStates = null;
    return taken;
  }

  systemAt(point: number): number {
    return this.#systems[point] ?? -1;
  }

  pointOf(system: number): number | undefined {
    return this.#slotOf.get(system);
  }
}
