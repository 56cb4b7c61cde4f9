import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether an Authorization header carries the metrics token as a bearer token. Compared as
 * digests in constant time, so the answer's timing tells nothing about the token.
 */
export function carriesToken(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  if (given === undefined) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The one answer to a scrape without the token: it says nothing of what the metrics hold. */
export const UNAUTHORIZED = { error: 'Unauthorized' };

/**
 * The Prometheus text format's content type (prom-client's `prometheusContentType`), written here
 * so that the app does not load prom-client unless metrics are on.
 */
export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
