import type { NewSystem } from '@orrery/db/systems';
import { DEFAULT_TRADING, type TradingConfig } from '@orrery/domain/config';
import { register } from '../../src/game/accounts/index.js';
import { collectSystem } from '../../src/game/collect/index.js';
import { grantCredits } from '../../src/game/ledger/index.js';
import { type Proposal } from '../../src/game/trades/index.js';
import { at, FREE_SCAN, newPlayer, OFFER_KEY, placedGameDb, T0, type GameDb } from './game-db.js';

/** When the trade tests trade: past the default account age (3 days) and fresh-system hold. */
export const TRADE_TIME = at(100);

/** A proposal to `to`: nothing on either side and no message unless `terms` says. */
export const offer = (to: string, terms: Partial<Proposal> = {}): Proposal => ({
  to,
  give: [],
  get: [],
  giveCredits: 0,
  getCredits: 0,
  message: '',
  ...terms,
});

export interface TradeWorld {
  g: GameDb;
  /** Vega holds sys0, sys1, sys2; Altair sys3, sys4; Deneb sys5. Each has 1,000 Ϟ more. */
  vega: number;
  altair: number;
  deneb: number;
}

/**
 * Three societies registered at T0, each holding systems collected a day apart (a collect a day),
 * under the default trading rules but for `trading`; `rows` overrides stored fields by index.
 */
export async function tradeWorld(
  trading: Partial<TradingConfig> = {},
  rows: Partial<NewSystem>[] = [],
): Promise<TradeWorld> {
  const positions: [number, number, number][] = Array.from({ length: 10 }, (_, i) => [
    i * 100,
    0,
    0,
  ]);
  const g = await placedGameDb(
    positions,
    {
      ...FREE_SCAN,
      trading: { ...DEFAULT_TRADING, minCollectedSystems: 1, ...trading },
    },
    rows,
  );
  const ids: number[] = [];
  const holdings = [['sys0', 'sys1', 'sys2'], ['sys3', 'sys4'], ['sys5']];
  for (const [i, name] of ['Vega', 'Altair', 'Deneb'].entries()) {
    const player = await register(g.db, newPlayer({ username: name }), T0);
    for (const [day, hash] of holdings[i]!.entries()) {
      await collectSystem(g.db, player.id, hash, at(day * 25), OFFER_KEY);
    }
    await grantCredits(g.db, player.id, 1000, 'test', T0);
    ids.push(player.id);
  }
  return { g, vega: ids[0]!, altair: ids[1]!, deneb: ids[2]! };
}

/** Who holds each system now, by hash. */
export async function holders(g: GameDb): Promise<Record<string, number | null>> {
  const rows = await g.db
    .selectFrom('discoveries as d')
    .innerJoin('systems as s', 's.id', 'd.system_id')
    .select(['s.hash', 'd.holder_id'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.hash, row.holder_id]));
}
