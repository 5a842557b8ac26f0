import type { Metadata } from "next";
import { ModelPage, modelMetadata } from "@/web/pages/model-route";
import { paramText } from "@/platform/percent-escapes";

type Props = { params: Promise<{ modelSlug: string }> };

// Every other one-segment path has a route of its own (static routes win), so this answers only
// for what would otherwise be a 404: a model of this site (its page, canonical on /models/{slug})
// or the site's 404 page.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return modelMetadata(paramText((await params).modelSlug));
}

/** `/{model slug}`: the short address of a model's page. */
export default async function Page({ params }: Props) {
  return <ModelPage slug={paramText((await params).modelSlug)} />;
}
