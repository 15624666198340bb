import type { Db } from '../../src/db/pool';

/** A database that fails the test on any use: proof that a refusal comes before any read or write. */
export const untouchableDb = new Proxy({} as Db, {
  get(_target, prop) {
    throw new Error(`the database was used (${String(prop)})`);
  },
});
