/**
 * The galaxy as the GPU draws it: one point per system, in system-index order, in typed arrays
 * allocated once for the whole galaxy and filled as the static map's blocks arrive (positions,
 * colours, sizes), and as discoveries come in (a state byte per system). Index order is spatially
 * random, so the first k points are an even sample of the galaxy: the map draws what has arrived
 * and, while the camera moves, only a prefix (galaxy-cloud.ts).
 */
import type { MapBlock, MapHeader } from '@orrery/api/map-format';
import { hexToRgb, markerSize, spectralColor } from './map-style.js';
import { sceneFrameOf, type SceneFrame } from './scene-frame.js';

export type MapFilter = 'all' | 'discovered' | 'undiscovered' | 'collected';

/** The state byte: who holds a system, as the filters and the shader read it. */
export const UNDISCOVERED = 0;
export const DISCOVERED = 1;
export const MINE = 2;
/** A slot holding no system (octree mode's free slots): hidden under every filter. */
export const EMPTY = 3;

/** The shader's number for each filter (point-shaders.ts). */
export const FILTER_CODE: Record<MapFilter, number> = {
  all: 0,
  discovered: 1,
  undiscovered: 2,
  collected: 3,
};

export function stateVisible(state: number, filter: MapFilter): boolean {
  if (state === EMPTY) return false;
  switch (filter) {
    case 'all':
      return true;
    case 'discovered':
      return state !== UNDISCOVERED;
    case 'undiscovered':
      return state === UNDISCOVERED;
    case 'collected':
      return state === MINE;
  }
}

/** Points 0 … upTo − 1 whose state the filter shows. */
export function countVisible(states: Uint8Array, upTo: number, filter: MapFilter): number {
  let n = 0;
  for (let i = 0; i < upTo; i++) if (stateVisible(states[i]!, filter)) n++;
  return n;
}

const NOBODY = -1;

/** An answer of the discoveries route (docs/api.md): the whole list, or a delta since a revision. */
export interface DiscoveriesAnswer {
  galaxy: string;
  revision: number;
  since: number | null;
  /** [system index, discoverer's user id] */
  discovered: readonly (readonly number[])[];
  released: readonly number[];
}

/** A range of point indices [start, end) the GPU copy must take again. */
export type Dirty = [number, number] | null;
export const widen = (dirty: Dirty, start: number, end: number): Dirty =>
  dirty ? [Math.min(dirty[0], start), Math.max(dirty[1], end)] : [start, end];

/**
 * What the renderer, picker and page read of the points drawn, whichever map feeds them: the whole
 * galaxy (GalaxyPoints, a point per system in index order) or the octree's cells in view
 * (octree-points.ts, slots reused as the camera moves).
 */
export interface MapPoints {
  /** systems in the galaxy */
  readonly count: number;
  readonly frame: SceneFrame;
  /** per point: x, y, z (scene units); r, g, b; marker size; state */
  readonly positions: Float32Array;
  readonly colors: Uint8Array;
  readonly sizes: Uint8Array;
  readonly states: Uint8Array;
  /** points 0 … loaded − 1 may be drawn */
  readonly loaded: number;
  /** whether any prefix of the points is an even sample of the galaxy (drawn while moving) */
  readonly evenPrefix: boolean;
  /** bumped when points move to other slots: a pick grid must be built again */
  readonly layout: number;
  readonly version: number;
  discoveries: { galaxy: string; revision: number } | null;
  subscribe(listener: () => void): () => void;
  applyDiscoveries(answer: DiscoveriesAnswer): boolean;
  setUser(userId: number | null): void;
  visibleCount(filter: MapFilter): number;
  /** systems discovered in the whole galaxy */
  discoveredCount(): number;
  takeDirty(): { points: Dirty; states: Dirty };
  /** the system a point shows (-1 for an empty slot) */
  systemAt(point: number): number;
  /** the point showing a system, if one does */
  pointOf(system: number): number | undefined;
}

export class GalaxyPoints implements MapPoints {
  readonly evenPrefix = true;
  readonly layout = 0;
  readonly count: number;
  readonly frame: SceneFrame;
  /** x, y, z per system in scene units */
  readonly positions: Float32Array;
  /** r, g, b per system, 0–255 */
  readonly colors: Uint8Array;
  /** marker size per system, pixels at the nominal distance */
  readonly sizes: Uint8Array;
  /** UNDISCOVERED, DISCOVERED or MINE per system */
  readonly states: Uint8Array;
  /** the discoverer's user id per system, or -1 */
  readonly owners: Int32Array;
  /** systems 0 … loaded − 1 have arrived */
  loaded = 0;
  /** the discoveries applied: which galaxy, up to which revision */
  discoveries: { galaxy: string; revision: number } | null = null;
  #userId: number | null = null;
  #rgb: [number, number, number][];
  #dirtyPoints: Dirty = null;
  #dirtyStates: Dirty = null;
  #version = 0;
  #listeners = new Set<() => void>();

  constructor(readonly header: MapHeader) {
    this.count = header.count;
    this.frame = sceneFrameOf(header.min, header.max);
    this.positions = new Float32Array(this.count * 3);
    this.colors = new Uint8Array(this.count * 3);
    this.sizes = new Uint8Array(this.count);
    this.states = new Uint8Array(this.count);
    this.owners = new Int32Array(this.count).fill(NOBODY);
    this.#rgb = Array.from({ length: 16 }, (_, i) =>
      hexToRgb(spectralColor(header.classes[i])).map((c) => Math.round(c * 255)),
    ) as [number, number, number][];
  }

  /** Bumped on every change; React reads it through useSyncExternalStore. */
  get version(): number {
    return this.#version;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #changed() {
    this.#version++;
    for (const listener of this.#listeners) listener();
  }

  /** Writes a decoded block of the static map (blocks arrive in index order). */
  addBlock(block: MapBlock): void {
    const { centre, scale } = this.frame;
    for (let i = 0; i < block.count; i++) {
      const p = block.first + i;
      for (let a = 0; a < 3; a++) {
        this.positions[p * 3 + a] = (block.positions[i * 3 + a]! - centre[a]!) * scale;
      }
      this.colors.set(this.#rgb[block.classIndex[i]!]!, p * 3);
      this.sizes[p] = markerSize(block.sizeClass[i]!);
    }
    this.loaded = Math.max(this.loaded, block.first + block.count);
    this.#dirtyPoints = widen(this.#dirtyPoints, block.first, block.first + block.count);
    this.#changed();
  }

  #setOwner(system: number, owner: number) {
    if (system < 0 || system >= this.count) return;
    this.owners[system] = owner;
    this.states[system] =
      owner === NOBODY ? UNDISCOVERED : owner === this.#userId ? MINE : DISCOVERED;
  }

  /**
   * Applies an answer of the discoveries route: a whole list replaces what is held, a delta
   * (since = the revision held) is merged. An answer for another galaxy or revision than the one
   * held is refused (false): the caller asks for the whole list.
   */
  applyDiscoveries(answer: DiscoveriesAnswer): boolean {
    const held = this.discoveries;
    if (answer.since !== null) {
      if (!held || held.galaxy !== answer.galaxy || held.revision !== answer.since) return false;
    } else {
      this.owners.fill(NOBODY);
      this.states.fill(UNDISCOVERED);
    }
    let start = answer.since === null ? 0 : this.count;
    let end = answer.since === null ? this.count : 0;
    for (const [system = -1, user = NOBODY] of answer.discovered) {
      this.#setOwner(system, user);
      start = Math.min(start, system);
      end = Math.max(end, system + 1);
    }
    for (const system of answer.released) {
      this.#setOwner(system, NOBODY);
      start = Math.min(start, system);
      end = Math.max(end, system + 1);
    }
    this.discoveries = { galaxy: answer.galaxy, revision: answer.revision };
    if (start < end) this.#dirtyStates = widen(this.#dirtyStates, start, end);
    this.#changed();
    return true;
  }

  /** Whose systems count as MINE (the signed-in player, or nobody). */
  setUser(userId: number | null): void {
    if (userId === this.#userId) return;
    this.#userId = userId;
    // Before any discoveries every state is UNDISCOVERED, whoever the player is.
    if (!this.discoveries) return;
    for (let i = 0; i < this.count; i++) this.#setOwner(i, this.owners[i]!);
    this.#dirtyStates = [0, this.count];
    this.#changed();
  }

  /** Loaded systems the filter shows. */
  visibleCount(filter: MapFilter): number {
    return filter === 'all' ? this.loaded : countVisible(this.states, this.loaded, filter);
  }

  discoveredCount(): number {
    return this.visibleCount('discovered');
  }

  systemAt(point: number): number {
    return point < this.loaded ? point : -1;
  }

  pointOf(system: number): number | undefined {
    return system >= 0 && system < this.loaded ? system : undefined;
  }

  /** The point ranges changed since the last call, for the GPU copy (each taken once). */
  takeDirty(): { points: Dirty; states: Dirty } {
    const taken = { points: this.#dirtyPoints, states: this.#dirtyStates };
    this.#dirtyPoints = null;
    this.#dirtyStates = null;
    return taken;
  }
}
