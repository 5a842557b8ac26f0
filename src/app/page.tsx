import { getPageSite } from "@/web/site-context";

export default async function Home() {
  const { site } = await getPageSite();
  return <main><h1>{site.name}</h1></main>;
}
