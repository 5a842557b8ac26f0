import { getDb } from "@/db/client";
import { json } from "@/web/http";

export const dynamic = "force-dynamic";

/** Liveness and readiness: the process answers and the database runs a query. */
export async function GET(): Promise<Response> {
  const started = Date.now();
  try {
    const db = await getDb();
    await db.query("select 1");
    return json({ ok: true, engine: db.engine, ms: Date.now() - started });
  } catch (err) {
    return json({ ok: false, error: (err as Error).message }, 503);
  }
}
