/**
 * Print the sites in the database as JSON ({ slug, name, domains }[]), for `npm start` to show
 * their addresses. Reads DATABASE_URL / DATA_DIR like the app; applies pending migrations.
 */
import { openDatabase } from "../src/db/client";
import { listSites } from "../src/site/store";

const db = await openDatabase({ url: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR || ".data" });
try {
  const sites = await listSites(db);
  process.stdout.write(JSON.stringify(sites.map(({ slug, name, domains }) => ({ slug, name, domains }))) + "\n");
} finally {
  await db.close();
}
