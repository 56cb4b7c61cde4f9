import type { CollectOffersTable } from './discoveries/collect-offers.table.js';
import type { ConfigChangesTable } from './settings/config-changes.table.js';
import type { GalaxyGrowthsTable } from './galaxy/galaxy-growths.table.js';
import type { LiveEventsTable } from './live/live-events.table.js';
import type { AchievementsTable } from './profiles/achievements.table.js';
import type { CardFinishesTable } from './systems/card-finishes.table.js';
import type { DiscoveriesTable } from './discoveries/discoveries.table.js';
import type { DiscoveryChangesTable } from './discoveries/discovery-changes.table.js';
import type { EmailChangesTable } from './accounts/email-changes.table.js';
import type { EmailPreferencesTable } from './mail/email-preferences.table.js';
import type { GalaxiesTable } from './galaxy/galaxies.table.js';
import type { GoalClaimsTable } from './profiles/goal-claims.table.js';
import type { IdentityCollisionsTable } from './accounts/identity-collisions.table.js';
import type { LeaderboardBucketsTable } from './profiles/leaderboard-buckets.table.js';
import type { MailOutboxTable } from './mail/mail-outbox.table.js';
import type { PasswordResetsTable } from './accounts/password-resets.table.js';
import type { LedgerTransactionsTable } from './economy/ledger-transactions.table.js';
import type { PlayerStatsTable } from './profiles/player-stats.table.js';
import type { ProfileSettingsTable } from './profiles/profile-settings.table.js';
import type { SessionsTable } from './accounts/sessions.table.js';
import type { SettingsTable } from './settings/settings.table.js';
import type { ShowcaseCardsTable } from './profiles/showcase-cards.table.js';
import type { SystemNamesTable } from './systems/system-names.table.js';
import type { SystemsTable } from './systems/systems.table.js';
import type {
  SocietyBlocksTable,
  SystemHoldersTable,
  TradeItemsTable,
  TradesTable,
} from './trades/trades.table.js';
import type { UserAchievementsTable } from './profiles/user-achievements.table.js';
import type { UsersTable } from './accounts/users.table.js';

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
  galaxy_growths: GalaxyGrowthsTable;
  live_events: LiveEventsTable;
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
}
