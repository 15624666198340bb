/**
 * SQL for a named lock of this database. GET_LOCK names are server-wide: without the database's
 * own name in it, two databases on one server (tests, benchmarks, staging beside production)
 * would wait on each other's locks. Hashed to stay within MySQL's 64-character limit on names.
 */
export const lockNameSql = (prefix: string): string => `CONCAT('${prefix}:', SHA1(DATABASE()))`;
