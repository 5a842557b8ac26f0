import type { Metadata } from "next";
import { OfferPage, offerMetadata } from "@/web/pages/offer-route";

// /offers/{manufacturer}/{offerId} on sites without a single manufacturer: the id decides, and
// the canonical URL names the offer's own manufacturer.
type Props = { params: Promise<{ segment: string; offerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).offerId);
}

export default async function Page({ params }: Props) {
  return <OfferPage rawId={(await params).offerId} />;
}
