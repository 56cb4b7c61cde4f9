/** A query's parameters, as part of its cache key. */
type Query = Record<string, string | number | undefined>;

/** One cache entry per API path (and query), as the spec's per-path cache. */
export const queryKeys = {
  profile: ['/auth/me'],
  collectionStatus: ['/solar/collection/status'],
  collection: ['/solar/collection'],
  offer: ['/solar/collection/offer'],
  buydownQuote: ['/solar/collection/buydown'],
  /** The odds read differently to a player (their reach and pity): keyed by viewer. */
  odds: (viewer: number | null) => ['/solar/odds', viewer],
  telescope: ['/user/telescope'],
  mapSystems: ['/solar/solarsystems/map'],
  randomSystem: ['/solar/solarsystems/random'],
  fullSystem: (hash: string) => ['/solar/solarsystem/full', hash],
  shortHash: (short: string) => ['/solar/solarsystems/search/optimized', 'short-hash', short],
  search: (query: Query) => ['/solar/solarsystems/search/optimized', query],
  balance: ['/transactions/balance'],
  history: (query: Query) => ['/transactions/history', query],
  achievements: ['/achievements'],
  recentAchievement: ['/achievements/recent'],
  emailPreferences: ['/email-preferences'],
  asd: (utc: string) => ['/time/utc-to-asd', utc],
  completion: ['/solar/collection/completion'],
  profileSettings: ['/user/profile'],
  /** A profile reads differently to its owner (a private one is theirs alone): keyed by viewer. */
  society: (username: string, viewer: number | null) => [
    '/society',
    username.toLowerCase(),
    viewer,
  ],
  leaderboards: (viewer: number | null) => ['/leaderboards', viewer],
  goals: ['/goals'],
  sinkPrices: ['/sinks'],
  streak: ['/solar/collection/streak'],
  timeZone: ['/user/time-zone'],
  trades: (box: string) => ['/trades', box],
} as const;
