/**
 * The server's view types, in one place. TEMPORARY: until `@orrery/api` exports its views
 * (packages/api/src/game/views.ts), compatible local declarations live here and nowhere else.
 */
import type {
  Coordinates,
  Moon,
  Planet,
  PlanetColor,
  PlanetType,
  Rarity,
  CardType,
  SpectralClass,
  Star,
  StarType,
} from '@orrery/procgen';

export type {
  Coordinates,
  Moon,
  Planet,
  PlanetType,
  Rarity,
  CardType,
  SpectralClass,
  Star,
  StarType,
};

export interface UserProfile {
  id: number;
  username: string;
  email: string;
  currency: number;
}

export interface CollectionStatus {
  canCollect: boolean;
  /** ISO timestamp; null when collecting is possible now */
  nextCollectionAvailable: string | null;
}

/** Who holds a system and since when; null fields mean undiscovered. */
export interface DiscoveryState {
  discoveredById: number | null;
  discoverer: { username: string } | null;
  discoveryDate: string | null;
  createdAt: string;
}

/** A system as lists show it: identity, counts per body, discovery. */
export interface SystemCard extends DiscoveryState {
  hash: string;
  name: string;
  sector: string;
  coordinates: Coordinates;
  rarity: Rarity;
  rarityScore: number;
  cardType: CardType;
  habitable: boolean;
  stars: { spectralClass: SpectralClass; type: StarType }[];
  planets: { type: PlanetType; habitable: boolean; primaryColor: PlanetColor; moonCount: number }[];
}

/** GET /solar/solarsystem/{hash}/full */
export interface FullSystem extends DiscoveryState {
  hash: string;
  name: string;
  sector: string;
  coordinates: Coordinates;
  rarity: Rarity;
  rarityScore: number;
  cardType: CardType;
  habitable: boolean;
  stars: Star[];
  planets: Planet[];
}

export interface AchievementNotice {
  name: string;
  description: string;
  level: number;
}

export interface CollectResult {
  system: FullSystem | SystemCard;
  currency: number;
  newlyObtainedAchievements: AchievementNotice[];
}

export interface BuydownResult {
  currency: number;
}

export interface TelescopeInfo {
  currentLevel: number;
  /** null at the maximum level */
  upgradeCost: number | null;
}

export interface MapSystem {
  hash: string;
  name: string;
  coordinates: Coordinates;
  discovered: boolean;
  discoveredById: number | null;
  firstStar: { spectralClass: SpectralClass; type: StarType; sizeClass: number } | null;
}

export interface SearchResult {
  systems: SystemCard[];
  pagination: { totalPages: number; totalCount: number };
}

export interface Transaction {
  id: number;
  createdAt: string;
  reason: { name: string };
  description: string | null;
  amount: number;
}

export interface TransactionHistory {
  transactions: Transaction[];
  total: number;
  limit: number;
  offset: number;
}

export interface AchievementRecord {
  achievement: {
    id: number;
    name: string;
    description: string;
    level: number;
    targetValue: number;
    rewardCredits: number;
  };
  progress: number;
  completed: boolean;
  completedAt: string | null;
}

export interface EmailPreference {
  emailType: string;
  name: string;
  description: string;
  enabled: boolean;
}

export interface RegistrationPayload {
  username: string;
  suffix: string;
  email: string;
  password: string;
}
