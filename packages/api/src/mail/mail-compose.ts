import { identityKey, type User } from '@orrery/db/accounts';
import { formatCount, formatCurrency } from '@orrery/format';
import type { MailContent } from './mail-layout.js';
import { pageUrl, type MailSite } from './mail-links.js';
import { emailChangeTokenOf } from './email-change-token.js';
import { resetTokenOf } from './mail-signing.js';
import type { WeekNews } from './weekly-digest.js';

// What each kind of mail says, from its outbox payload. A composer answers the content, or a reason
// the mail is no longer wanted (its occasion passed).

export type Composed = { content: MailContent } | { skip: string };

const tierName = (rarity: string) => rarity.charAt(0) + rarity.slice(1).toLowerCase();

export interface AchievementPayload {
  achievements: { name: string; description: string; rewardCredits: number }[];
}

export function achievementMail(payload: AchievementPayload, site: MailSite): Composed {
  const { achievements } = payload;
  if (achievements.length === 0) return { skip: 'no achievements' };
  const subject =
    achievements.length === 1
      ? `Achievement unlocked: ${achievements[0]!.name}`
      : `${achievements.length} achievements unlocked`;
  return {
    content: {
      subject,
      heading: achievements.length === 1 ? 'Achievement unlocked' : 'Achievements unlocked',
      paragraphs: ['Your society has earned:'],
      items: achievements.map(
        (a) =>
          `${a.name} — ${a.description}${a.rewardCredits > 0 ? ` (+${formatCurrency(a.rewardCredits)})` : ''}`,
      ),
      action: { label: 'See your achievements', url: pageUrl(site, '/achievements') },
    },
  };
}

/** Only while the cooldown is over: a player who collected meanwhile is on a new one. */
export function collectionReadyMail(user: User, site: MailSite, now: Date): Composed {
  const next = user.next_collection_at;
  if (next !== null && Date.parse(next) > now.getTime()) return { skip: 'collected meanwhile' };
  return {
    content: {
      subject: 'Your next solar system is ready to collect',
      heading: 'Your telescope is ready',
      paragraphs: ['The cooldown is over: a new solar system is waiting for your society.'],
      action: { label: 'Collect now', url: pageUrl(site, '/dashboard') },
    },
  };
}

export function weeklyDigestMail(news: WeekNews, site: MailSite): Composed {
  const { player, galaxy } = news;
  if (player.count === 0 && galaxy.count === 0) return { skip: 'nothing to say' };
  const paragraphs = [
    player.count === 0
      ? 'Your society discovered no systems this week.'
      : `Your society discovered ${formatCount(player.count)} ${player.count === 1 ? 'system' : 'systems'} this week:`,
  ];
  const items = player.rarest.map(
    (s) => `${s.name} — ${tierName(s.rarity)}, rarity ${s.rarity_score.toFixed(2)}`,
  );
  const rarest = galaxy.rarest[0];
  const notes = [
    `Across the galaxy, ${formatCount(galaxy.count)} ${galaxy.count === 1 ? 'system was' : 'systems were'} discovered this week.` +
      (rarest
        ? ` The rarest find: ${rarest.name} (${tierName(rarest.rarity)}, rarity ${rarest.rarity_score.toFixed(2)}), by ${rarest.discoverer}.`
        : ''),
  ];
  return {
    content: {
      subject: `Your week in the galaxy (${news.weekStart})`,
      heading: `The week of ${news.weekStart}`,
      paragraphs: [...paragraphs],
      items,
      notes,
      action: { label: 'Open your collection', url: pageUrl(site, '/collection') },
    },
  };
}

export interface NewsPayload {
  subject: string;
  body: string;
}

export function productNewsMail(payload: NewsPayload): Composed {
  return {
    content: {
      subject: payload.subject,
      heading: payload.subject,
      paragraphs: payload.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    },
  };
}

export interface ResetPayload {
  nonce: string;
  expiresAt: string;
}

/** The link works for an hour; a mail that could not go out by then is not sent. */
export function passwordResetMail(payload: ResetPayload, site: MailSite, now: Date): Composed {
  if (Date.parse(payload.expiresAt) <= now.getTime()) return { skip: 'the link expired unsent' };
  const token = resetTokenOf(site.secret, payload.nonce);
  return {
    content: {
      subject: 'Reset your Orrery password',
      heading: 'Reset your password',
      paragraphs: ['Someone (we hope you) asked to reset the password of your Orrery account.'],
      action: {
        label: 'Choose a new password',
        url: pageUrl(site, `/reset-password?token=${encodeURIComponent(token)}`),
      },
      notes: [
        'The link works once, within one hour. Using it signs you out everywhere.',
        'If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ],
    },
  };
}

export interface EmailConfirmPayload {
  newEmail: string;
  /** The window the link's token was made for (email-change.ts). */
  window: number;
  expiresAt: string;
}

/**
 * To the new address, naming no account: whoever asked chose the address, so nothing they chose
 * (a society name) goes into the mail. Only while the change waits and its link works.
 */
export function emailConfirmMail(
  payload: EmailConfirmPayload,
  user: User,
  pending: string | undefined,
  site: MailSite,
  now: Date,
): Composed {
  if (Date.parse(payload.expiresAt) <= now.getTime()) return { skip: 'the link expired unsent' };
  if (pending !== payload.newEmail) return { skip: 'the change was replaced or done' };
  const token = emailChangeTokenOf(
    site.secret,
    user.id,
    identityKey(payload.newEmail),
    payload.window,
  );
  return {
    content: {
      subject: 'Confirm your new Orrery e-mail address',
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        'Someone (we hope you) asked to use this address for an Orrery account. The change is made once you open the link below.',
      ],
      action: {
        label: 'Confirm this address',
        url: pageUrl(site, `/confirm-email?token=${encodeURIComponent(token)}`),
      },
      notes: [
        'The link works once, within 24 hours.',
        'If you did not ask for it, ignore this e-mail: nothing changes. An address gets at most one such e-mail a day.',
      ],
    },
  };
}

export interface EmailChangedPayload {
  newEmail: string;
  changedAt: string;
}

/** `ada@example.com` → `a**@example.com`: enough for the owner, little for a stranger. */
function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  return `${local.charAt(0)}${'*'.repeat(Math.max(2, local.length - 1))}${address.slice(at)}`;
}

export function emailChangedMail(payload: EmailChangedPayload, user: User, site: MailSite) {
  const content: MailContent = {
    subject: 'Your Orrery e-mail address was changed',
    heading: 'Your e-mail address was changed',
    paragraphs: [
      `The e-mail address of ${user.username} was changed to ${maskAddress(payload.newEmail)} on ${payload.changedAt.slice(0, 16).replace('T', ' ')} UTC. Mail from Orrery goes there from now on.`,
      'If you made this change, there is nothing to do.',
    ],
    notes: ['If you did not, someone else can sign in to your account: contact us at once.'],
    action: { label: 'Contact us', url: pageUrl(site, '/contact') },
  };
  return { content } satisfies Composed;
}
