import { ModelsIndex, modelsIndexMetadata } from "@/web/pages/models-index";

export const dynamic = "force-dynamic";
export const generateMetadata = modelsIndexMetadata;

/** `/models`: the site's model range (src/web/pages/models-index.tsx). */
export default function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ModelsIndex searchParams={searchParams} />;
}
