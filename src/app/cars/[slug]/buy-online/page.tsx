import type { Metadata } from "next";
import { CheckoutPage } from "@/ui/checkout/CheckoutPage";
import { loadCheckoutPage } from "@/web/checkout-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Reserve this car", robots: { index: false, follow: false } };

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reserve a car with a refundable deposit (src/web/checkout-page.ts; 404 unless this is the site's checkout route). */
export default async function Checkout({ params, searchParams }: Props) {
  return <CheckoutPage data={await loadCheckoutPage((await params).slug, "buy-online", await searchParams)} />;
}
