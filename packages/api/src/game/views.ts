import type {
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

// The shapes the services answer with (spec section 7). Dates are ISO strings. For an undiscovered
// system the hidden values are absent from these objects, not just from the screen.

export interface UserProfile {
  id: number;
  username: string;
  suffix: string;
  email: string;
  currency: number;
  telescopeLevel: number;
  nextCollectionAvailable: string | null;
  createdAt: string;
}

export interface CollectionStatus {
  canCollect: boolean;
  /** When the next collection opens; `now` when it is already open. */
  nextCollectionAvailable: string;
}

export interface AchievementView {
  id: string;
  name: string;
  description: string;
  level: number;
  targetValue: number;
  rewardCredits: number;
}

export interface AchievementRecord {
  achievement: AchievementView;
  progress: number;
  completed: boolean;
  completedAt: string | null;
}

export interface TelescopeInfo {
  currentLevel: number;
  /** Credits for the next level; null at the maximum level. */
  upgradeCost: number | null;
  /** Light-years. */
  range: number;
  maxLevel: number;
  /** Range after the next upgrade; absent at the maximum level. */
  nextRange?: number;
}

/** Always visible: identity and kind. */
export type StarView = Pick<Star, 'name' | 'type' | 'spectralClass' | 'isPrimary'> & Partial<Star>;

/** Always visible: name and orbit. Everything else (type and moons included) once discovered. */
export type PlanetView = Pick<
  Planet,
  'name' | 'semiMajorAxis' | 'orbitalPeriod' | 'orbitalEccentricity' | 'orbitalInclination'
> &
  Partial<Omit<Planet, 'moons'>> & { moons?: Moon[] };

export interface Discoverer {
  username: string;
}

interface SystemIdentity {
  hash: string;
  name: string;
  sector: string;
  coordinates: Coordinates;
  rarity: Rarity;
  rarityScore: number;
  cardType: CardType;
  habitable: boolean;
  starCount: number;
  planetCount: number;
  discovered: boolean;
  discoveredById: number | null;
  discoverer: Discoverer | null;
  discoveryDate: string | null;
}

/** Spec section 3's solar system: the generated detail with stored rarity and discovery. */
export interface FullSystem extends SystemIdentity {
  coordinateX: number;
  coordinateY: number;
  coordinateZ: number;
  /** When the galaxy (and so this system) was created. */
  createdAt: string;
  /** Absent while undiscovered. */
  moonCount?: number;
  stars: StarView[];
  planets: PlanetView[];
}

/** What a card draws: counts, star dots, planet dots with their moons (absent while undiscovered). */
export interface SystemCard extends SystemIdentity {
  moonCount?: number;
  stars: { spectralClass: SpectralClass; type: StarType }[];
  planets: { type?: PlanetType; moonCount?: number }[];
}

export interface SearchResult {
  systems: SystemCard[];
  pagination: { totalPages: number; totalCount: number; page: number; limit: number };
}

export interface MapSystem {
  hash: string;
  name: string;
  coordinates: Coordinates;
  discovered: boolean;
  discoveredById: number | null;
  firstStar: { spectralClass: string; type: string; sizeClass: number };
}

export interface CollectResult {
  system: FullSystem;
  currency: number;
  newlyObtainedAchievements: AchievementView[];
}

export interface BuydownResult {
  currency: number;
  hours: number;
  canCollect: boolean;
  nextCollectionAvailable: string;
}

export interface Transaction {
  id: number;
  createdAt: string;
  reason: { name: string };
  description: string;
  amount: number;
}

export interface TransactionHistory {
  transactions: Transaction[];
  total: number;
  limit: number;
  offset: number;
}

export interface EmailPreference {
  emailType: string;
  name: string;
  description: string;
  enabled: boolean;
}
