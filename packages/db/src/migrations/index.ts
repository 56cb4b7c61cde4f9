import type { Migration } from 'kysely';
import * as initialSchema from './20261121T0950-initial-schema.js';
import * as starFilterIndex from './20261121T1000-star-filter-index.js';
import * as coveringSearchIndexes from './20261121T1010-covering-search-indexes.js';
import * as discoveryRevision from './20261121T1230-discovery-revision.js';
import * as social from './20261122T0900-social.js';
import * as leaderboardBuckets from './20261123T1200-leaderboard-buckets.js';
import * as sessions from './20261123T2030-sessions.js';
import * as discoveryChanges from './20261123T2100-discovery-changes.js';
import * as goalClaims from './20261126T0430-goal-claims.js';
import * as mail from './20261126T0500-mail.js';
import * as systemNamesAndFinishes from './20261126T0545-system-names-and-finishes.js';
import * as streaks from './20261126T0830-streaks.js';
import * as collectOffers from './20261126T0940-collect-offers.js';
import * as tierGuarantees from './20261126T1140-tier-guarantees.js';
import * as cardShapes from './20261127T0010-card-shapes.js';
import * as streakZone from './20261127T1200-streak-zone.js';
import * as namesRevision from './20261127T1210-names-revision.js';
import * as identityKeys from './20261202T0900-identity-keys.js';
import * as configChanges from './20261203T0100-config-changes.js';
import * as trades from './20261203T0200-trades.js';
import * as generationProfile from './20261203T0500-generation-profile.js';
import * as galaxyGrowths from './20261203T0700-galaxy-growths.js';
import * as liveEvents from './20261203T0700-live-events.js';

/** Every migration by its timestamped name; the Migrator runs them in name order. */
export const migrations: Record<string, Migration> = {
  '20261121T0950-initial-schema': initialSchema,
  '20261121T1000-star-filter-index': starFilterIndex,
  '20261121T1010-covering-search-indexes': coveringSearchIndexes,
  '20261121T1230-discovery-revision': discoveryRevision,
  '20261122T0900-social': social,
  '20261123T1200-leaderboard-buckets': leaderboardBuckets,
  '20261123T2030-sessions': sessions,
  '20261123T2100-discovery-changes': discoveryChanges,
  '20261126T0430-goal-claims': goalClaims,
  '20261126T0500-mail': mail,
  '20261126T0545-system-names-and-finishes': systemNamesAndFinishes,
  '20261126T0830-streaks': streaks,
  '20261126T0940-collect-offers': collectOffers,
  '20261126T1140-tier-guarantees': tierGuarantees,
  '20261127T0010-card-shapes': cardShapes,
  '20261127T1200-streak-zone': streakZone,
  '20261127T1210-names-revision': namesRevision,
  '20261202T0900-identity-keys': identityKeys,
  '20261203T0100-config-changes': configChanges,
  '20261203T0200-trades': trades,
  '20261203T0500-generation-profile': generationProfile,
  '20261203T0700-galaxy-growths': galaxyGrowths,
  '20261203T0700-live-events': liveEvents,
};
