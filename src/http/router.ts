import { createCallerFactory, router } from './trpc';
import { meProcedure } from './routers/me.router';

export const appRouter = router({
  me: meProcedure,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
