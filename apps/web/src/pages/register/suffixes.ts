import type { SocietySuffix } from '../../api/types.js';

/**
 * docs/spec.md §2: the society-name suffixes, after the placeholder and the empty choice. The list is the
 * server's (SocietySuffix); the type checks below fail the build if the two ever drift apart.
 */
export const SOCIETY_SUFFIXES = [
  'Federation',
  'Syndicate',
  'Coalition',
  'Concord',
  'Commonwealth',
  'Dominion',
  'Hegemony',
  'League',
  'Pact',
  'Assembly',
  'Council',
  'Confederacy',
  'Directorate',
  'Combine',
  'Bloc',
  'Republic',
  'Alliance',
  'Order',
  'Mandate',
  'Dynasty',
  'Pantheon',
  'Sovereignty',
  'Ascendancy',
  'Throne',
  'Covenant',
  'Tribunal',
  'Legacy',
  'Heritage',
  'Lineage',
  'Monarchy',
  'Creed',
  'Continuum',
] as const satisfies readonly SocietySuffix[];

type MissingSuffix = Exclude<SocietySuffix, '' | (typeof SOCIETY_SUFFIXES)[number]>;
/** Compiles only while every suffix the server accepts is offered here. */
export const everySuffixOffered: [MissingSuffix] extends [never] ? true : never = true;
