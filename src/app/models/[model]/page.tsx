import type { Metadata } from "next";
import { ModelPage, modelMetadata } from "@/web/pages/model-route";
import { paramText } from "@/platform/percent-escapes";

type Props = { params: Promise<{ model: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return modelMetadata(paramText((await params).model));
}

/** `/models/{model}`: the model's page (src/web/pages/model-route.tsx); a model this site does not carry is a 404. */
export default async function Page({ params }: Props) {
  return <ModelPage slug={paramText((await params).model)} />;
}
