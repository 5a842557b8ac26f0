import { redirect } from "next/navigation";
import { getPageSite } from "@/web/site-context";
import { currentStaff } from "@/web/console-session";

export const dynamic = "force-dynamic";

/** /console: the inbox when signed in, else the sign-in page. */
export default async function ConsoleHome() {
  await getPageSite();
  redirect((await currentStaff()) ? "/console/leads" : "/console/sign-in");
}
