/**
 * The trading limits' defaults (the game config's `trading`, docs/game-rules.md, "Trading"): a few
 * days and a few systems keep fresh alts out; a day's hold stops funnelling a fresh pull; caps keep
 * one society from flooding the others. Kept apart from the config's schema so the web, which
 * checks an offer before sending it, reads them without zod; the server checks the galaxy's own.
 */
export const TRADING_DEFAULTS = {
  offerLifetimeHours: 72,
  minAccountAgeDays: 3,
  minCollectedSystems: 3,
  freshSystemHoldHours: 24,
  dailyAcceptedCap: 10,
  openOutgoingCap: 20,
  maxSystemsPerSide: 6,
  messageMaxLength: 280,
  maxCredits: 1_000_000,
  valueWarningRatio: 3,
} as const;
