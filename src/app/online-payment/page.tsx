import type { Metadata } from "next";
import Link from "next/link";
import { formatMobile } from "@/domain/sign-in";
import { Payments } from "@/ui/accounts/Garage";
import { PageHeader } from "@/ui/content/PageHeader";
import { loadGaragePage } from "@/web/garage-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Payments and receipts", robots: { index: false, follow: false } };

/** The deposits the signed-in shopper paid on this site, with refunds: their receipts (src/web/garage-page.ts). */
export default async function OnlinePayment() {
  const data = await loadGaragePage("/online-payment");
  return (
    <>
      <PageHeader title="Payments and receipts" crumbs={[{ label: "My garage", href: "/my-garage" }]} lead={`Deposits you paid at ${data.site.name}. Signed in as ${formatMobile(data.phone)}.`} />
      <div className="container" style={{ paddingBlock: "1.5rem 3rem", maxWidth: "48rem" }}>
        <Payments data={data} />
        <p>
          <Link href="/my-garage">Back to my garage</Link>
        </p>
      </div>
    </>
  );
}
