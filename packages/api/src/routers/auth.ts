import { changeEmail, changePassword, getProfile, login, register } from '../game/index.js';
import { loginInput, registerInput, updateEmailInput, updatePasswordInput } from '../inputs.js';
import { endSession, startSession } from '../session.js';
import { protectedProcedure, publicProcedure, router } from '../trpc.js';

export const authRouter = router({
  register: publicProcedure.input(registerInput).mutation(async ({ ctx, input }) => {
    await register(ctx.db, input, ctx.now);
    return { success: true as const, message: 'Registration successful! You can now sign in.' };
  }),

  /** A bearer token for the account, and its profile. */
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const user = await login(ctx.db, input.email, input.password);
    const token = await startSession(ctx.db, ctx.config.session, user.id, ctx.now);
    return { token, user };
  }),

  /** Ends this session on the server: its token answers 401 from now on, wherever it is sent. */
  logout: protectedProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx.db, ctx.user.sessionId);
    return { success: true as const, message: 'Signed out' };
  }),

  me: protectedProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),

  updateEmail: protectedProcedure.input(updateEmailInput).mutation(async ({ ctx, input }) => {
    await changeEmail(ctx.db, ctx.user.id, input.email);
    return { success: true as const, message: 'Email updated successfully' };
  }),

  updatePassword: protectedProcedure.input(updatePasswordInput).mutation(async ({ ctx, input }) => {
    await changePassword(ctx.db, ctx.user.id, input.currentPassword, input.newPassword);
    return { success: true as const, message: 'Password updated successfully' };
  }),
});
