import { CheckoutPage } from "@/ui/checkout/CheckoutPage";
import { checkoutMetadata, loadCheckoutPage } from "@/web/checkout-page";

export const dynamic = "force-dynamic";
export const generateMetadata = () => checkoutMetadata();

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reserve a car with a refundable deposit (src/web/checkout-page.ts; 404 unless this is the site's checkout route). */
export default async function Checkout({ params, searchParams }: Props) {
  return <CheckoutPage data={await loadCheckoutPage((await params).slug, "buy-online", await searchParams)} />;
}
