import type { Metadata } from "next";
import { OfferPage, offerMetadata } from "@/web/pages/offer-route";

// /offers/{offerId}. The segment is named generically because /offers/{manufacturer}/{offerId}
// shares it (Next.js needs one name per dynamic level).
type Props = { params: Promise<{ segment: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return offerMetadata((await params).segment);
}

export default async function Page({ params }: Props) {
  return <OfferPage rawId={(await params).segment} />;
}
