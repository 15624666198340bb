import { createCallerFactory, router } from './trpc';
import { searchCandidatesProcedure } from './routers/candidates.router';
import { getJobProcedure } from './routers/jobs.router';
import { matchJobsProcedure } from './routers/match-jobs.router';
import { meProcedure } from './routers/me.router';
import { scoreInterviewProcedure } from './routers/score-interview.router';

export const appRouter = router({
  me: meProcedure,
  searchCandidates: searchCandidatesProcedure,
  matchJobs: matchJobsProcedure,
  scoreInterview: scoreInterviewProcedure,
  getJob: getJobProcedure,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
