import { findUserById } from '@orrery/db/accounts';
import type { Context, SessionUser } from '../../context.js';
import { isWrongCurrentPassword } from '../../game/accounts/index.js';
import { accountGone } from '../../game/core/index.js';
import { checkLoginAllowed, recordLoginFailure } from '../../limits.js';

/**
 * Runs a call that checks the account's current password (a password or address change, a
 * deletion) under the account's failed-login limits: refused while its sign-ins are held back, and
 * a wrong password counted as a failed login. A stolen session token is then no way around them.
 */
export async function reauthenticated<T>(
  ctx: Context & { user: SessionUser },
  call: () => Promise<T>,
): Promise<T> {
  const user = await findUserById(ctx.db, ctx.user.id);
  if (!user) throw accountGone();
  await checkLoginAllowed(ctx, user.email);
  try {
    return await call();
  } catch (error) {
    if (isWrongCurrentPassword(error)) await recordLoginFailure(ctx, user.email);
    throw error;
  }
}
