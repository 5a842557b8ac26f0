"use client";
/**
 * Notes each page the shopper visits (and the campaign parameters they arrived with) for the
 * lead's lead_attributes (visited_pages, linked_query_params). Rendered once by the root layout,
 * so every page counts, not only the one the form is on.
 *
 * It reads the query string from window.location inside the effect rather than through
 * useSearchParams: that hook in the root layout would make every page render its client part
 * without server HTML above a Suspense boundary, for a tracker that draws nothing.
 */
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordPageVisit } from "./browser-store";

export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordPageVisit({ pathname, search: window.location.search });
  }, [pathname]);
  return null;
}
