import { type Db } from '@orrery/db';
import { findUserById, findUserByUsername } from '@orrery/db/accounts';
import {
  findPlayerStats,
  findRarestHeldSystemId,
  isProfilePrivate,
  listShowcaseSystemIds,
  replaceShowcase,
  setProfilePrivate,
} from '@orrery/db/profiles';
import { findSystemByHash, findSystemById, type SystemWithDiscovery } from '@orrery/db/systems';
import { getAchievementRecords } from '../achievements/achievements.js';
import { accountGone, GameError } from '../core/errors.js';
import { cardViews } from '../systems/galaxy.js';
import type { ProfileSettings, PublicProfile } from './social-views.js';

/** Cards a profile may show at most. */
export const SHOWCASE_SIZE = 6;

/** The same answer for an unknown and a private society, so a 404 reveals neither. */
const societyNotFound = () => new GameError('NOT_FOUND', 'Society not found');

export const societyName = (user: { username: string; suffix: string }) =>
  user.suffix ? `${user.username} ${user.suffix}` : user.username;

async function heldRows(db: Db, userId: number, ids: number[]): Promise<SystemWithDiscovery[]> {
  const rows = await Promise.all(ids.map((id) => findSystemById(db, id)));
  return rows.filter(
    (row) => row !== undefined && row.held_by_id === userId,
  ) as SystemWithDiscovery[];
}

/**
 * A society's public profile by name (case-insensitive). A private profile is not found, except by
 * its owner (`viewerId`).
 */
export async function getPublicProfile(
  db: Db,
  username: string,
  viewerId: number | null,
): Promise<PublicProfile> {
  const user = await findUserByUsername(db, username);
  if (!user) throw societyNotFound();
  const isPrivate = await isProfilePrivate(db, user.id);
  if (isPrivate && viewerId !== user.id) throw societyNotFound();
  // The cards name their discoverer: whoever sees this profile may see the name (anyone when it is
  // public, the owner when private).
  const named = (rows: SystemWithDiscovery[]) =>
    rows.map((row) => ({ ...row, discoverer_username: user.username }));
  const rarestId = await findRarestHeldSystemId(db, user.id);
  const [rarest = null] = await cardViews(
    db,
    named(await heldRows(db, user.id, rarestId === undefined ? [] : [rarestId])),
  );
  const showcase = await cardViews(
    db,
    named(await heldRows(db, user.id, await listShowcaseSystemIds(db, user.id))),
  );
  const records = await getAchievementRecords(db, user.id);
  const completed = records
    .filter((record) => record.completedAt !== null)
    .sort((a, b) => b.completedAt!.localeCompare(a.completedAt!));
  return {
    username: user.username,
    suffix: user.suffix,
    societyName: societyName(user),
    joinedAt: user.created_at,
    systemsCollected: (await findPlayerStats(db, user.id))?.systems ?? 0,
    rarestFind: rarest,
    achievementsCompleted: completed.length,
    achievementsTotal: records.length,
    achievements: completed.map(({ achievement, completedAt }) => ({
      id: achievement.id,
      name: achievement.name,
      level: achievement.level,
      completedAt: completedAt!,
    })),
    showcase,
    private: isPrivate,
  };
}

async function settingsOf(db: Db, userId: number): Promise<ProfileSettings> {
  const ids = await listShowcaseSystemIds(db, userId);
  const rows = await heldRows(db, userId, ids);
  return { private: await isProfilePrivate(db, userId), showcase: rows.map((row) => row.hash) };
}

export async function getProfileSettings(db: Db, userId: number): Promise<ProfileSettings> {
  if (!(await findUserById(db, userId))) throw accountGone();
  return settingsOf(db, userId);
}

export interface ProfileSettingsChange {
  private?: boolean;
  /** Hashes, in showcase order; replaces the whole showcase. */
  showcase?: string[];
}

/**
 * Changes what the profile shows. Every showcased system must be one the player holds, each once,
 * at most six; a refusal changes nothing (the checks run before any write, in one transaction).
 */
export async function updateProfileSettings(
  db: Db,
  userId: number,
  change: ProfileSettingsChange,
): Promise<ProfileSettings> {
  const showcase = change.showcase;
  if (showcase && showcase.length > SHOWCASE_SIZE) {
    const message = `A showcase holds at most ${SHOWCASE_SIZE} cards`;
    throw new GameError('INVALID_INPUT', message, { showcase: message });
  }
  if (showcase && new Set(showcase).size !== showcase.length) {
    const message = 'Each system may appear in the showcase once';
    throw new GameError('INVALID_INPUT', message, { showcase: message });
  }
  return db.transaction().execute(async (trx) => {
    if (!(await findUserById(trx, userId))) throw accountGone();
    const ids: number[] = [];
    for (const hash of showcase ?? []) {
      const row = await findSystemByHash(trx, hash);
      if (!row || row.held_by_id !== userId) {
        const message = `You can only showcase systems you hold (${hash.slice(0, 64)} is not yours)`;
        throw new GameError('INVALID_INPUT', message, { showcase: message });
      }
      ids.push(row.id);
    }
    if (change.private !== undefined) await setProfilePrivate(trx, userId, change.private);
    if (showcase) await replaceShowcase(trx, userId, ids);
    return settingsOf(trx, userId);
  });
}
