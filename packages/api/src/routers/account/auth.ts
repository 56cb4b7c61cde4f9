import {
  changePassword,
  confirmEmailChange,
  getProfile,
  login,
  register,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
} from '../../game/accounts/index.js';
import { GameError } from '../../game/core/index.js';
import {
  confirmEmailInput,
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
  updateEmailInput,
  updatePasswordInput,
} from '../../inputs.js';
import { endSession, startSession } from '../../session.js';
import type { Context } from '../../context.js';
import {
  checkEmailChangeAllowed,
  checkLoginAllowed,
  countResetRequest,
  countSignInCall,
  recordLoginFailure,
  recordEmailChange,
  recordLoginSuccess,
} from '../../limits.js';
import { reauthenticated } from './reauthenticated.js';
import { protectedProcedure, publicProcedure, router } from '../../trpc.js';

/**
 * Counts each well-formed call against the client's sign-in limit, batched or not (a malformed one
 * is refused by its schema first, over REST and tRPC alike, and does nothing).
 */
async function countedSignIn<T>(call: { ctx: Context; next: () => Promise<T> }): Promise<T> {
  await countSignInCall(call.ctx);
  return call.next();
}

export const authRouter = router({
  register: publicProcedure
    .input(registerInput)
    .use(countedSignIn)
    .mutation(async ({ ctx, input }) => {
      await register(ctx.db, input, ctx.now);
      return { success: true as const, message: 'Registration successful! You can now sign in.' };
    }),

  /** A bearer token for the account, and its profile. */
  login: publicProcedure
    .input(loginInput)
    .use(countedSignIn)
    .mutation(async ({ ctx, input }) => {
      await checkLoginAllowed(ctx, input.email);
      const user = await login(ctx.db, input.email, input.password).catch(
        async (error: unknown) => {
          if (error instanceof GameError) await recordLoginFailure(ctx, input.email);
          throw error;
        },
      );
      await recordLoginSuccess(ctx, input.email);
      const token = await startSession(ctx.db, ctx.config.session, user.id, ctx.now);
      return { token, user };
    }),

  /** Ends this session on the server: its token answers 401 from now on, wherever it is sent. */
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx.db, ctx.user.sessionId);
    return { success: true as const, message: 'Signed out' };
  }),

  /** Mails a reset link if an account uses the address; the same answer either way. */
  requestPasswordReset: publicProcedure
    .input(requestPasswordResetInput)
    .use(countedSignIn)
    .mutation(async ({ ctx, input }) => {
      await countResetRequest(ctx, input.email);
      return requestPasswordReset(ctx.db, ctx.config.session.secret, input.email, ctx.now);
    }),

  /** Sets a new password with a mailed token (once, within the hour); every session ends. */
  resetPassword: publicProcedure
    .input(resetPasswordInput)
    .use(countedSignIn)
    .mutation(({ ctx, input }) => resetPassword(ctx.db, input.token, input.password, ctx.now)),

  me: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),

  /** Mails the new address a link (with the current password); it takes over once opened. */
  updateEmail: protectedProcedure
    .input(updateEmailInput)
    .use(countedSignIn)
    .mutation(async ({ ctx, input }) => {
      await checkEmailChangeAllowed(ctx, ctx.user.id);
      const answer = await reauthenticated(ctx, () =>
        requestEmailChange(
          ctx.db,
          ctx.config.session.secret,
          ctx.user.id,
          input.currentPassword,
          input.email,
          ctx.now,
        ),
      );
      if (answer.pendingEmail !== null) await recordEmailChange(ctx, ctx.user.id);
      return answer;
    }),

  /** Opens an address-confirmation link: the new address takes over (no session needed). */
  confirmEmail: publicProcedure
    .input(confirmEmailInput)
    .use(countedSignIn)
    .mutation(({ ctx, input }) => confirmEmailChange(ctx.db, input.token, ctx.now)),

  updatePassword: protectedProcedure
    .input(updatePasswordInput)
    .use(countedSignIn)
    .mutation(async ({ ctx, input }) => {
      await reauthenticated(ctx, () =>
        changePassword(
          ctx.db,
          ctx.user.id,
          input.currentPassword,
          input.newPassword,
          ctx.user.sessionId,
        ),
      );
      return { success: true as const, message: 'Password updated successfully' };
    }),
});
