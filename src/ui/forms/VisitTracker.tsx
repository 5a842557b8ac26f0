"use client";
/**
 * Notes each page the shopper visits (and the campaign parameters they arrived with) for the
 * lead's lead_attributes. Lead forms record their own page; the layout can include this to
 * record every page.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { recordPageVisit } from "./browser-store";

export function VisitTracker() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => {
    recordPageVisit({ pathname, search: search.size ? `?${search.toString()}` : "" });
  }, [pathname, search]);
  return null;
}
