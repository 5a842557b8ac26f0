import type { Metadata } from "next";
import { LocationPage, locationMetadata } from "@/web/pages/location-route";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return locationMetadata((await params).slug);
}

export default async function Page({ params }: Props) {
  return <LocationPage slug={(await params).slug} />;
}
