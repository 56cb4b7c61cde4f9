/**
 * The events of the live stream as the client uses them. Their contract is the zod schemas of
 * `@orrery/domain/events` (docs/api.md, "Live events"); the page reads them by hand instead, to
 * keep zod out of every page's first download, and live-events.test.ts holds this reading to
 * those schemas. A payload without what the page shows is dropped, so a newer server cannot
 * break an older page.
 */
import { RARITIES, type Rarity } from '@orrery/domain';

export interface DiscoveryEvent {
  type: 'discovery';
  hash: string;
  name: string;
  rarity: Rarity;
  sector: string;
  coordinates: { x: number; y: number; z: number };
  /** the discoverer's society, null when their profile is private */
  society: string | null;
  at: string;
}

export interface AchievementEvent {
  type: 'achievement';
  achievements: { id: string; name: string; description: string; level: number }[];
}

export interface TradeEvent {
  type: 'trade';
  /** what the toast says, or null when the player made the change (no toast, only a refetch) */
  text: string | null;
}

/** Events that change what a page shows of the player or the galaxy: the page refetches. */
export interface RefetchEvent {
  type: 'resync' | 'galaxy-reset' | 'goal-reset' | 'cooldown';
}

export type LiveEvent = DiscoveryEvent | AchievementEvent | TradeEvent | RefetchEvent;
export type LiveEventType = LiveEvent['type'];

type Fields = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const fieldsOf = (value: unknown): Fields | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : null;

function coordinatesOf(value: unknown): DiscoveryEvent['coordinates'] | null {
  const fields = fieldsOf(value);
  if (!fields) return null;
  const [x, y, z] = [number(fields.x), number(fields.y), number(fields.z)];
  return x === null || y === null || z === null ? null : { x, y, z };
}

function discovery(fields: Fields): DiscoveryEvent | null {
  const hash = text(fields.hash);
  const name = text(fields.name);
  const rarity = RARITIES.find((r) => r === fields.rarity);
  const sector = text(fields.sector);
  const coordinates = coordinatesOf(fields.coordinates);
  const at = text(fields.discoveredAt);
  if (hash === null || name === null || !rarity || sector === null || !coordinates || !at)
    return null;
  return {
    type: 'discovery',
    hash,
    name,
    rarity,
    sector,
    coordinates,
    society: text(fields.society),
    at,
  };
}

function achievement(fields: Fields): AchievementEvent | null {
  if (!Array.isArray(fields.achievements)) return null;
  const achievements: AchievementEvent['achievements'] = [];
  for (const item of fields.achievements) {
    const one = fieldsOf(item);
    const [id, name, level] = [text(one?.id), text(one?.name), number(one?.level)];
    if (id === null || name === null || level === null) continue;
    achievements.push({ id, name, description: text(one?.description) ?? '', level });
  }
  return achievements.length > 0 ? { type: 'achievement', achievements } : null;
}

/**
 * A trade changed: the toast tells the player what the other society did. A change the player
 * made (their own offer, accept, decline or cancel) only refetches. A counter's `declined` of the
 * answered offer stays quiet: its `open` says "countered".
 */
function tradeText(fields: Fields): string | null {
  const [from, to, state, you] = [
    text(fields.from),
    text(fields.to),
    text(fields.state),
    text(fields.you),
  ];
  if (from === null || to === null || (you !== 'from' && you !== 'to')) return null;
  const other = you === 'from' ? to : from;
  const mine = you === 'from';
  if (fields.reversed === true) return `An operator reversed your trade with ${other}`;
  if (state === 'open' && !mine) {
    return number(fields.counters) === null
      ? `${other} sent you a trade offer`
      : `${other} countered your trade offer`;
  }
  if (state === 'accepted' && mine) return `${other} accepted your trade offer`;
  if (state === 'declined' && mine && fields.reason === undefined) {
    return `${other} declined your trade offer`;
  }
  if (state === 'cancelled' && !mine) return `${other} withdrew their trade offer`;
  if (state === 'void') return `Your trade offer with ${other} is no longer possible`;
  return null;
}

function trade(fields: Fields): TradeEvent | null {
  if (number(fields.id) === null || text(fields.state) === null) return null;
  return { type: 'trade', text: tradeText(fields) };
}

/** The client's reading of one stream message, or null for one it does not know or cannot use. */
export function parseLiveEvent(event: string, data: string): LiveEvent | null {
  let fields: Fields | null;
  try {
    fields = fieldsOf(JSON.parse(data === '' ? '{}' : data));
  } catch {
    return null;
  }
  if (!fields) return null;
  switch (event) {
    case 'discovery':
      return discovery(fields);
    case 'achievement':
      return achievement(fields);
    case 'trade':
      return trade(fields);
    case 'resync':
    case 'galaxy-reset':
    case 'goal-reset':
    case 'cooldown':
      return { type: event };
    default:
      return null;
  }
}
