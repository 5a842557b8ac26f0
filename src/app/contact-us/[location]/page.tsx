import type { Metadata } from "next";
import { LocationPage, locationMetadata } from "@/web/pages/location-route";

type Props = { params: Promise<{ location: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return locationMetadata((await params).location);
}

export default async function Page({ params }: Props) {
  return <LocationPage slug={(await params).location} />;
}
