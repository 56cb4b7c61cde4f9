import type { CollectOffersTable } from './tables/collect-offers.table.js';
import type { ConfigChangesTable } from './tables/config-changes.table.js';
import type { AchievementsTable } from './tables/achievements.table.js';
import type { CardFinishesTable } from './tables/card-finishes.table.js';
import type { DiscoveriesTable } from './tables/discoveries.table.js';
import type { DiscoveryChangesTable } from './tables/discovery-changes.table.js';
import type { EmailChangesTable } from './tables/email-changes.table.js';
import type { EmailPreferencesTable } from './tables/email-preferences.table.js';
import type { GalaxiesTable } from './tables/galaxies.table.js';
import type { GoalClaimsTable } from './tables/goal-claims.table.js';
import type { IdentityCollisionsTable } from './tables/identity-collisions.table.js';
import type { LeaderboardBucketsTable } from './tables/leaderboard-buckets.table.js';
import type { MailOutboxTable } from './tables/mail-outbox.table.js';
import type { PasswordResetsTable } from './tables/password-resets.table.js';
import type { LedgerTransactionsTable } from './tables/ledger-transactions.table.js';
import type { PlayerStatsTable } from './tables/player-stats.table.js';
import type { ProfileSettingsTable } from './tables/profile-settings.table.js';
import type { SessionsTable } from './tables/sessions.table.js';
import type { SettingsTable } from './tables/settings.table.js';
import type { ShowcaseCardsTable } from './tables/showcase-cards.table.js';
import type { SystemNamesTable } from './tables/system-names.table.js';
import type { SystemsTable } from './tables/systems.table.js';
import type {
  SocietyBlocksTable,
  SystemHoldersTable,
  TradeItemsTable,
  TradesTable,
} from './tables/trades.table.js';
import type { UserAchievementsTable } from './tables/user-achievements.table.js';
import type { LiveEventsTable } from './tables/live-events.table.js';
import type { UsersTable } from './tables/users.table.js';

export interface Database {
  galaxies: GalaxiesTable;
  systems: SystemsTable;
  discoveries: DiscoveriesTable;
  users: UsersTable;
  ledger_transactions: LedgerTransactionsTable;
  achievements: AchievementsTable;
  user_achievements: UserAchievementsTable;
  email_preferences: EmailPreferencesTable;
  settings: SettingsTable;
  player_stats: PlayerStatsTable;
  profile_settings: ProfileSettingsTable;
  showcase_cards: ShowcaseCardsTable;
  leaderboard_buckets: LeaderboardBucketsTable;
  sessions: SessionsTable;
  discovery_changes: DiscoveryChangesTable;
  goal_claims: GoalClaimsTable;
  config_changes: ConfigChangesTable;
  mail_outbox: MailOutboxTable;
  password_resets: PasswordResetsTable;
  system_names: SystemNamesTable;
  card_finishes: CardFinishesTable;
  collect_offers: CollectOffersTable;
  email_changes: EmailChangesTable;
  identity_collisions: IdentityCollisionsTable;
  trades: TradesTable;
  trade_items: TradeItemsTable;
  society_blocks: SocietyBlocksTable;
  system_holders: SystemHoldersTable;
  live_events: LiveEventsTable;
}
