import { pityOf } from '@orrery/domain';
import { GENERATOR_VERSION, generateSystem, systemOutline, systemSummary } from '@orrery/procgen';
import { defaultGameConfig } from '../game/core/config.js';
import { oddsView } from '../game/offer/odds.js';
import { offerIdOf, pityView } from '../game/offer/offer.js';
import type { Odds, Offer } from '../game/offer/offer-views.js';
import { toSystemRow } from '../game/operations/seed.js';
import { toFullSystem, toSystemCard } from '../game/systems/system-views.js';
import type { Completion, Leaderboards, PublicProfile } from '../game/social/social-views.js';
import type {
  AchievementRecord,
  AchievementView,
  EmailPreference,
  FullSystem,
  SystemCard,
  TelescopeInfo,
  UserProfile,
} from '../game/core/views.js';

// Example answers for the OpenAPI document. Systems come from the generator (the default galaxy's
// system 53), so they are real answers; the tests check every example against its schema.

const GALAXY = { seed: 'orrery-prime', size: 10_000, generatorVersion: GENERATOR_VERSION };
const INDEX = 53;
const CREATED_AT = '2026-11-21T09:43:06.097Z';
const DISCOVERED_AT = '2026-11-21T09:43:07.000Z';

export const exampleProfile: UserProfile = {
  id: 1,
  username: 'Vega',
  suffix: 'League',
  email: 'vega@example.com',
  currency: 250,
  telescopeLevel: 1,
  nextCollectionAvailable: '2026-11-22T09:43:07.000Z',
  createdAt: CREATED_AT,
};

function systemRow(discovered: boolean) {
  return {
    ...toSystemRow(systemSummary(GALAXY, INDEX), systemOutline(GALAXY, INDEX)),
    discovered_by_id: discovered ? exampleProfile.id : null,
    discoverer_username: discovered ? exampleProfile.username : null,
    discovered_at: discovered ? DISCOVERED_AT : null,
    held_by_id: discovered ? exampleProfile.id : null,
    holder_username: discovered ? exampleProfile.username : null,
  };
}

const detail = generateSystem(GALAXY, INDEX);

export const exampleSystem = (discovered: boolean): FullSystem =>
  toFullSystem(detail, systemRow(discovered), CREATED_AT);

export const exampleCard = (discovered: boolean): SystemCard =>
  toSystemCard(systemOutline(GALAXY, INDEX), systemRow(discovered));

export const exampleAchievement: AchievementView = {
  id: 'first-light',
  name: 'First Light',
  description: 'Collect your first solar system.',
  level: 1,
  targetValue: 1,
  rewardCredits: 50,
};

export const exampleAchievementRecord: AchievementRecord = {
  achievement: exampleAchievement,
  progress: 1,
  completed: true,
  completedAt: DISCOVERED_AT,
};

export const exampleTelescope: TelescopeInfo = {
  currentLevel: 1,
  upgradeCost: 2500,
  range: 10_000,
  maxLevel: 10,
  nextRange: 17_500,
};

export const exampleEmailPreferences: EmailPreference[] = [
  {
    emailType: 'achievement-unlocked',
    name: 'Achievement unlocked',
    description: 'An e-mail when you earn an achievement.',
    enabled: true,
  },
  {
    emailType: 'weekly-digest',
    name: 'Weekly digest',
    description: 'A weekly summary of your discoveries and the galaxy.',
    enabled: false,
  },
];

export const exampleCompletion: Completion = {
  systems: 7,
  rarity: {
    held: 3,
    total: 5,
    items: [
      { key: 'COMMON', held: 4 },
      { key: 'UNCOMMON', held: 2 },
      { key: 'RARE', held: 1 },
      { key: 'EPIC', held: 0 },
      { key: 'LEGENDARY', held: 0 },
    ],
  },
  starTypes: {
    held: 2,
    total: 8,
    items: [
      { key: 'main-sequence', held: 6 },
      { key: 'red-giant', held: 0 },
      { key: 'blue-giant', held: 0 },
      { key: 'white-dwarf', held: 1 },
      { key: 'neutron', held: 0 },
      { key: 'black-hole', held: 0 },
      { key: 'brown-dwarf', held: 0 },
      { key: 'red-dwarf', held: 0 },
    ],
  },
  sectors: {
    held: 2,
    total: 3,
    items: [
      { key: 'Carina Inner', held: 5 },
      { key: 'Galactic Core', held: 0 },
      { key: 'Orion Middle', held: 2 },
    ],
  },
};

export const examplePublicProfile: PublicProfile = {
  username: exampleProfile.username,
  suffix: exampleProfile.suffix,
  societyName: 'Vega League',
  joinedAt: CREATED_AT,
  systemsCollected: 7,
  rarestFind: exampleCard(true),
  achievementsCompleted: 1,
  achievementsTotal: 24,
  achievements: [{ id: 'first-light', name: 'First Light', level: 1, completedAt: DISCOVERED_AT }],
  showcase: [exampleCard(true)],
  private: false,
};

export const exampleLeaderboards: Leaderboards = {
  week: { start: '2026-11-16T00:00:00.000Z', end: '2026-11-23T00:00:00.000Z' },
  boards: [
    {
      id: 'systems',
      title: 'Most systems',
      unit: 'systems',
      entries: [
        { rank: 1, username: 'Vega', societyName: 'Vega League', value: 31, hasProfile: true },
        { rank: 2, username: null, societyName: null, value: 17, hasProfile: false },
      ],
      viewer: { rank: 2, value: 17 },
    },
  ],
};

// A player on their 12th collect who had an Epic six collects ago and no Legendary yet, with the
// default rules at telescope level 1, drawing from 1,000 candidates: the game's own functions
// compute the answer.
const exampleRuns = { collects: 11, below_rare: 3, below_epic: 5, below_legendary: 11 };
const examplePity = pityOf(defaultGameConfig(), exampleRuns, 1);

export const exampleOffer: Offer = {
  id: offerIdOf(exampleRuns),
  collect: exampleRuns.collects + 1,
  drawn: true,
  pity: pityView(examplePity),
};

export const exampleOdds: Odds = oddsView(
  defaultGameConfig(),
  'player',
  { COMMON: 600, UNCOMMON: 250, RARE: 100, EPIC: 40, LEGENDARY: 10 },
  examplePity,
);
