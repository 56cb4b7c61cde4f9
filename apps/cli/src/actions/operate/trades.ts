import { GameError } from '@orrery/api/game/core';
import {
  getTradeForOperator,
  listTradesForOperator,
  reverseTrade,
  type Trade,
} from '@orrery/api/game/trades';
import { CliError } from '../../shell/cli-error.js';
import { withDatabase } from '../../database/database.js';
import { printJson, printLine } from '../../shell/io.js';
import type { CliContext } from '../../shell/program.js';
import type { DatabaseOptions } from '../../shell/database-target.js';

/** A refusal of the trading rules, as the CLI's one-line error. */
async function asCliError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GameError) throw new CliError(`${error.message}.`);
    throw error;
  }
}

function tradeId(text: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) throw new CliError(`Not a trade id: ${text}.`);
  return Number(text);
}

const side = (systems: Trade['give'], credits: number) =>
  [
    ...systems.map((s) => `${s.name} (${s.hash}, ${s.rarity})`),
    ...(credits ? [`${credits} Ϟ`] : []),
  ].join(', ') || 'nothing';

function summary(trade: Trade): string {
  return `#${trade.id}  ${trade.state.padEnd(9)}  ${trade.from} → ${trade.to}  gives ${side(trade.give, trade.giveCredits)}; gets ${side(trade.get, trade.getCredits)}`;
}

export async function tradesList(
  { io }: CliContext,
  options: DatabaseOptions & { society?: string; json?: boolean },
) {
  const trades = await withDatabase(options.database, (db) =>
    asCliError(() => listTradesForOperator(db, { society: options.society }, new Date())),
  );
  if (options.json) return printJson(io, trades);
  if (trades.length === 0) return printLine(io, 'No trades.');
  for (const trade of trades) printLine(io, summary(trade));
}

export async function tradesShow(
  { io }: CliContext,
  id: string,
  options: DatabaseOptions & { json?: boolean },
) {
  const trade = await withDatabase(options.database, (db) =>
    asCliError(() => getTradeForOperator(db, tradeId(id), new Date())),
  );
  if (options.json) return printJson(io, trade);
  printLine(io, summary(trade));
  if (trade.message) printLine(io, `message: ${trade.message}`);
  printLine(io, `created ${trade.createdAt}, expires ${trade.expiresAt}`);
  if (trade.closedAt) printLine(io, `closed ${trade.closedAt}`);
  if (trade.reason) printLine(io, `reason: ${trade.reason}`);
}

export async function tradesReverse(
  { io }: CliContext,
  id: string,
  options: DatabaseOptions & { reason: string },
) {
  const number = tradeId(id);
  await withDatabase(options.database, (db) =>
    asCliError(() => reverseTrade(db, number, options.reason, new Date())),
  );
  printLine(io, `Reversed trade ${number}: its systems and Ϟ went back; both sides are mailed.`);
}
