"use server";
/** Stop a saved search's alerts (the button on /saved-searches/unsubscribe). */
import { redirect } from "next/navigation";
import { deleteSavedSearch } from "@/search/saved-searches";
import { getPageSite } from "@/web/site-context";

export async function unsubscribeAction(form: FormData): Promise<void> {
  const { db, site } = await getPageSite();
  const token = String(form.get("token") ?? "").slice(0, 100);
  await deleteSavedSearch(db, site, token);
  redirect("/saved-searches/unsubscribe?done=1");
}
