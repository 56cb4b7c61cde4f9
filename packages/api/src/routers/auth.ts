import {
  changeEmail,
  changePassword,
  GameError,
  getProfile,
  login,
  register,
  requestPasswordReset,
  resetPassword,
} from '../game/index.js';
import {
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
  updateEmailInput,
  updatePasswordInput,
} from '../inputs.js';
import { endSession, startSession } from '../session.js';
import type { Context } from '../context.js';
import {
  checkLoginAllowed,
  countResetRequest,
  countSignInCall,
  recordLoginFailure,
  recordLoginSuccess,
} from '../limits.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

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

  updateEmail: protectedProcedure.input(updateEmailInput).mutation(async ({ ctx, input }) => {
    await changeEmail(ctx.db, ctx.user.id, input.email, ctx.now);
    return { success: true as const, message: 'Email updated successfully' };
  }),

  updatePassword: protectedProcedure.input(updatePasswordInput).mutation(async ({ ctx, input }) => {
    await changePassword(
      ctx.db,
      ctx.user.id,
      input.currentPassword,
      input.newPassword,
      ctx.user.sessionId,
    );
    return { success: true as const, message: 'Password updated successfully' };
  }),
});
