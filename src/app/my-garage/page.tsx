import type { Metadata } from "next";
import { formatMobile } from "@/domain/sign-in";
import { Garage } from "@/ui/accounts/Garage";
import { PageHeader } from "@/ui/content/PageHeader";
import { loadGaragePage } from "@/web/garage-page";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "My garage", robots: { index: false, follow: false } };

/** The signed-in shopper's reservations, online purchases, watchlist and saved searches (src/web/garage-page.ts). */
export default async function MyGarage() {
  const data = await loadGaragePage("/my-garage");
  return (
    <>
      <PageHeader title="My garage" lead={`Everything you keep at ${data.site.name}. Signed in as ${formatMobile(data.phone)}.`} />
      <div className="container" style={{ paddingBlock: "1.5rem 3rem" }}>
        <Garage data={data} />
      </div>
    </>
  );
}
