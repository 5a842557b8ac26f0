/**
 * Installation secrets: the keys that sign form tokens and shoppers' sessions when the operator
 * has not set one (FORM_SECRET, SESSION_SECRET). A random key is generated once and kept in
 * `app_secrets`, so every node of the installation signs alike and a restart signs nobody out.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { SqlRunner } from "./sql-runner";

/** The names of the stored secrets, one per use (a key is never shared between two uses). */
export type InstallationSecretName = "form_signing" | "shopper_session" | "local_payments_webhook";

const cache = new Map<InstallationSecretName, WeakMap<SqlRunner, Promise<string>>>();

/** `configured` when the operator set one, else the stored secret `name` (made on first use). */
export function installationSecret(db: SqlRunner, name: InstallationSecretName, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let byDb = cache.get(name);
  if (!byDb) cache.set(name, (byDb = new WeakMap()));
  let p = byDb.get(db);
  if (!p) {
    p = (async () => {
      const candidate = randomBytes(32).toString("hex");
      // Two nodes racing here both end up reading the row that won.
      await db.rows(sql`insert into app_secrets (name, value) values (${name}, ${candidate}) on conflict (name) do nothing`);
      const [row] = await db.rows<{ value: string }>(sql`select value from app_secrets where name = ${name}`);
      if (!row) throw new Error(`installation secret ${name} missing after insert`);
      return row.value;
    })();
    p.catch(() => byDb.delete(db));
    byDb.set(db, p);
  }
  return p;
}
