import { unsubscribeSignature } from './mail-signing.js';
import type { PreferenceKind } from './mail-kinds.js';

/** Where mail links point, and the key that signs them. */
export interface MailSite {
  /** The site as players reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string;
  /** The server's session secret: signs unsubscribe links and makes reset tokens. */
  secret: Uint8Array;
}

/** The signed query naming one player's one preference. */
function unsubscribeQuery(
  site: MailSite,
  userId: number,
  type: PreferenceKind,
  madeAt: Date,
): string {
  const sig = unsubscribeSignature(site.secret, userId, type, madeAt);
  return new URLSearchParams({ user: String(userId), type, sig }).toString();
}

/** RFC 8058's one-click target: mail clients POST `List-Unsubscribe=One-Click` to it. */
export function oneClickUnsubscribeUrl(
  site: MailSite,
  userId: number,
  type: PreferenceKind,
  madeAt: Date,
) {
  return `${site.publicUrl}/api/v1/email-preferences/unsubscribe?${unsubscribeQuery(site, userId, type, madeAt)}`;
}

/** The page a person opens from the mail's text (a GET changes nothing; its button does). */
export function unsubscribePageUrl(
  site: MailSite,
  userId: number,
  type: PreferenceKind,
  madeAt: Date,
) {
  return `${site.publicUrl}/unsubscribe?${unsubscribeQuery(site, userId, type, madeAt)}`;
}

export function pageUrl(site: MailSite, path: string): string {
  return `${site.publicUrl}${path}`;
}
