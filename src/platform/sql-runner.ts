/**
 * What platform code needs of the database: one SQL statement's rows. src/db/client.ts's
 * `Database` has it; naming only this keeps src/platform below src/db (src/db uses the platform's
 * config, logger and errors).
 */
import type { SQL } from "drizzle-orm";

export interface SqlRunner {
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
}
