/**
 * @orrery/domain — the game's kernel: its vocabularies and palette, and its pure formulas. No I/O,
 * no clock: every workspace may import it, the web included. The game config's schema and
 * defaults (zod) are `@orrery/domain/config`, apart so that a page needing only a vocabulary
 * does not load zod.
 */
export * from './vocabulary/rarity.js';
export * from './vocabulary/card-types.js';
export * from './vocabulary/star-types.js';
export * from './vocabulary/planet-types.js';
export * from './vocabulary/society-suffixes.js';
export * from './vocabulary/palette.js';
export * from './account-rules.js';
export * from './defaults/collection-rewards.js';
export * from './defaults/trading-defaults.js';
export * from './telescope.js';
export * from './buydown.js';
export * from './offer-odds.js';
export * from './streak-days.js';
export * from './name-filter.js';
export * from './trade-value.js';
