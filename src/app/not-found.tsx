import { findPageSite } from "@/web/site-context";

export default async function NotFound() {
  const ctx = await findPageSite();
  if (!ctx) return <main><h1>No dealer site at this address</h1></main>;
  return <main><h1>Page not found</h1></main>;
}
