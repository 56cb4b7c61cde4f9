import type { components, operations } from './openapi.gen.js';

/**
 * The server's answer shapes, in one place: the web client imports them from here only. They are
 * the components of the server's OpenAPI document (openapi.gen.ts), so a changed view schema
 * breaks the typecheck here, not a player's page. A system's bodies arrive as StarView /
 * PlanetView, whose detail fields are absent while the system is undiscovered.
 */
type Schemas = components['schemas'];

export type AchievementRecord = Schemas['AchievementRecord'];
export type AchievementView = Schemas['AchievementView'];
export type BuydownQuote = Schemas['BuydownQuote'];
export type BuydownResult = Schemas['BuydownResult'];
export type CollectionStatus = Schemas['CollectionStatus'];
export type CollectResult = Schemas['CollectResult'];
export type Discoverer = Schemas['Discoverer'];
export type EmailPreference = Schemas['EmailPreference'];
export type FullSystem = Schemas['FullSystem'];
export type MapSystem = Schemas['MapSystem'];
export type MapManifest = Schemas['GetMapManifestAnswer'];
export type MapLabels = Schemas['GetMapLabelsAnswer'];
export type MapDiscoveries = Schemas['GetMapDiscoveriesAnswer'];
export type PlanetView = Schemas['PlanetView'];
export type SearchResult = Schemas['SearchResult'];
export type StarView = Schemas['StarView'];
export type SystemCard = Schemas['SystemCard'];
export type TelescopeInfo = Schemas['TelescopeInfo'];
export type Transaction = Schemas['Transaction'];
export type TransactionHistory = Schemas['TransactionHistory'];
export type UserProfile = Schemas['UserProfile'];
export type Completion = Schemas['Completion'];
export type PublicProfile = Schemas['PublicProfile'];
export type ProfileSettings = Schemas['ProfileSettings'];
export type Leaderboards = Schemas['Leaderboards'];
export type Leaderboard = Schemas['Leaderboard'];
export type LeaderboardEntry = Schemas['LeaderboardEntry'];
export type Goal = Schemas['Goal'];
export type Goals = Schemas['Goals'];
export type Streak = Schemas['Streak'];
export type TimeZoneSetting = Schemas['TimeZoneSetting'];
export type Offer = Schemas['Offer'];
export type Odds = Schemas['Odds'];

export type CardType = Schemas['CardType'];
export type Coordinates = Schemas['Coordinates'];
export type Moon = Schemas['Moon'];
export type PlanetType = Schemas['PlanetType'];
export type Rarity = Schemas['Rarity'];
export type SpectralClass = Schemas['SpectralClass'];
export type StarType = Schemas['StarType'];

/** A discovered system's star: every field present. */
export type Star = Required<StarView>;
/** A discovered system's planet: every field present, moons included. */
export type Planet = Required<Omit<PlanetView, 'moons'>> & { moons: Moon[] };

/** The body of POST /auth/register. */
export type Registration = operations['register']['requestBody']['content']['application/json'];

/** An achievement as the collect response and its toast carry it. */
export type AchievementNotice = Pick<AchievementView, 'name' | 'description' | 'level'>;
