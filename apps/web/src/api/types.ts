import type { AchievementView } from '@orrery/api';

/**
 * The server's view types, in one place: the web client imports them from here only.
 * Body types (Star, Planet, Moon …) come from the generator's model; a system's bodies arrive as
 * StarView / PlanetView, whose detail fields are absent while the system is undiscovered.
 */
export type {
  AchievementRecord,
  AchievementView,
  BuydownResult,
  CollectionStatus,
  CollectResult,
  Discoverer,
  EmailPreference,
  FullSystem,
  MapSystem,
  PlanetView,
  Registration,
  SearchResult,
  SocietySuffix,
  StarView,
  SystemCard,
  TelescopeInfo,
  Transaction,
  TransactionHistory,
  UserProfile,
} from '@orrery/api';
export type {
  CardType,
  Coordinates,
  Moon,
  Planet,
  PlanetType,
  Rarity,
  SpectralClass,
  Star,
  StarType,
} from '@orrery/procgen';

/** An achievement as the collect response and its toast carry it. */
export type AchievementNotice = Pick<AchievementView, 'name' | 'description' | 'level'>;
