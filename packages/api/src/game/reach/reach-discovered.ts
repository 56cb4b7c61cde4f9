import type { DiscoveryChange } from '@orrery/db/discoveries';

/** Where the reach index files each system: its (cell, tier) slot and its tier code. */
export interface DiscoveredLayout {
  count: number;
  tiers: number;
  slots: number;
  slotOf(id: number): number;
  tierOf(id: number): number;
}

/**
 * The discovered systems of one galaxy at one discovery revision, in the forms the reach index
 * asks: membership, counts per (cell, tier) slot and per tier, and the ids in order. Immutable: a
 * later revision is a new value (withChanges), so a draw that holds this one across awaits keeps
 * one consistent view while others move on. Ids past the layout's systems (a growth the index has
 * not taken in yet) are kept in `ids` but counted nowhere: the grown systems' view is cut from them.
 */
export class DiscoveredSystems {
  private constructor(
    /** Every discovered id, ascending. */
    readonly ids: Int32Array,
    private readonly bits: Uint8Array,
    readonly perSlot: Int32Array,
    readonly perTier: Int32Array,
  ) {}

  /** From every discovered id, ascending. */
  static of(layout: DiscoveredLayout, ids: Int32Array): DiscoveredSystems {
    const bits = new Uint8Array(layout.count);
    const perSlot = new Int32Array(layout.slots);
    const perTier = new Int32Array(layout.tiers);
    for (const id of ids) {
      if (id >= layout.count) continue;
      bits[id] = 1;
      perSlot[layout.slotOf(id)]! += 1;
      perTier[layout.tierOf(id)]! += 1;
    }
    return new DiscoveredSystems(ids, bits, perSlot, perTier);
  }

  has(id: number): boolean {
    return id < this.bits.length ? this.bits[id] === 1 : includesSorted(this.ids, id);
  }

  /**
   * After `changes`, in revision order (each is a system's discoverer after it, null: released).
   * Only each system's last change counts, so a change this value already holds changes nothing:
   * applying the log from any revision at or before this value's gives the same answer.
   */
  withChanges(
    layout: DiscoveredLayout,
    changes: Pick<DiscoveryChange, 'system_id' | 'user_id'>[],
  ): DiscoveredSystems {
    const last = new Map<number, boolean>();
    for (const change of changes) last.set(change.system_id, change.user_id !== null);
    const added: number[] = [];
    const removed = new Set<number>();
    for (const [id, discovered] of last) {
      if (discovered && !this.has(id)) added.push(id);
      if (!discovered && this.has(id)) removed.add(id);
    }
    if (added.length === 0 && removed.size === 0) return this;
    const bits = this.bits.slice();
    const perSlot = this.perSlot.slice();
    const perTier = this.perTier.slice();
    const count = (id: number, by: number) => {
      if (id >= layout.count) return;
      bits[id] = by > 0 ? 1 : 0;
      perSlot[layout.slotOf(id)]! += by;
      perTier[layout.tierOf(id)]! += by;
    };
    added.forEach((id) => count(id, 1));
    removed.forEach((id) => count(id, -1));
    return new DiscoveredSystems(mergeIds(this.ids, removed, added), bits, perSlot, perTier);
  }
}

/** Whether ascending `ids` holds `id` (binary search). */
function includesSorted(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (ids[mid]! < id) low = mid + 1;
    else high = mid;
  }
  return ids[low] === id;
}

/** `ids` (ascending) without `removed` and with `added` (none of them in `ids`), ascending. */
function mergeIds(ids: Int32Array, removed: Set<number>, added: number[]): Int32Array {
  const sortedAdded = Int32Array.from(added).sort();
  const merged = new Int32Array(ids.length - removed.size + added.length);
  let at = 0;
  let next = 0;
  for (const id of ids) {
    if (removed.has(id)) continue;
    while (next < sortedAdded.length && sortedAdded[next]! < id)
      merged[at++] = sortedAdded[next++]!;
    merged[at++] = id;
  }
  while (next < sortedAdded.length) merged[at++] = sortedAdded[next++]!;
  return merged;
}
