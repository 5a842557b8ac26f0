import type { Database } from "@/db/client";
import type { Site } from "@/site/store";
import { listSiteModels } from "@/search/models";

/** The site's catalogue models for the offer form's "model it is for" (its makes' models only). */
export async function offerModels(db: Database, site: Pick<Site, "id">) {
  return (await listSiteModels(db, site)).map((m) => ({ id: m.id, name: m.name, slug: m.slug, make: m.manufacturer.name }));
}
