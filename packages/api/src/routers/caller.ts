import { appRouter } from './app-router.js';
import { createCallerFactory } from '../trpc.js';

/** Calls the procedures in-process with a given context (the REST table and tests use it). */
export const createCaller = createCallerFactory(appRouter);

export type AppCaller = ReturnType<typeof createCaller>;
