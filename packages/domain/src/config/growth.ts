import { z } from 'zod';
import { key } from './key-meta.js';

// The designer's rule that grows the galaxy by itself (docs/operations.md, "Growing a live
// galaxy"): a server starts a growth when too few systems are left undiscovered. Off by default;
// only galaxies of a growth-stable generator version grow.

const share = (meaning: string) => z.number().positive().max(1).meta(key('share', meaning));

export const growthConfigSchema = z.object({
  enabled: z
    .boolean()
    .meta(key('true/false', 'Whether a server grows the galaxy when the rule below fires')),
  whenUndiscoveredBelow: share(
    'A growth starts when fewer than this share of the systems are undiscovered',
  ),
  growBy: z
    .number()
    .positive()
    .max(10)
    .meta(key('share', "Each growth adds this share of the galaxy's size")),
});
export type GrowthConfig = z.output<typeof growthConfigSchema>;

export const DEFAULT_GROWTH: GrowthConfig = {
  enabled: false,
  whenUndiscoveredBelow: 0.2,
  growBy: 0.5,
};

/** The size the rule grows a galaxy of `size` to: at least one system more. */
export function grownSize(size: number, rule: GrowthConfig): number {
  return size + Math.max(1, Math.floor(size * rule.growBy));
}

/** Whether the rule asks for a growth now, given the galaxy's size and its discovered systems. */
export function growthDue(size: number, discovered: number, rule: GrowthConfig): boolean {
  return rule.enabled && size - discovered < size * rule.whenUndiscoveredBelow;
}
