import type { Metadata } from "next";
import { sitePageMetadata } from "@/web/page-meta";
import { getContentPage } from "@/web/site-page";
import { OwnContentPage } from "@/ui/content/OwnContentPage";
import { ContentPage } from "@/ui/content/ContentPage";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => ({
    title: "Terms and conditions",
    description: `The terms that apply when you use the ${site.name} website.`,
    path: "/terms-and-conditions",
  }));

const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

export default async function Terms() {
  const { site, chrome, now, own } = await getContentPage("/terms-and-conditions");
  if (own) return <OwnContentPage site={site} chrome={chrome} now={now} page={own} />;
  const c = site.config;
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="Terms and conditions" lead="The terms that apply when you use this website.">
      <h2>Vehicle information and prices</h2>
      <p>
        We take care to describe every vehicle accurately, but details such as specifications, features and photos may change or contain errors. Please confirm anything important to you with
        us before you buy. Prices are in Australian dollars and include GST. Unless shown as drive-away, prices may exclude government charges such as registration, stamp duty and CTP insurance.
      </p>
      <h2>Availability</h2>
      <p>Vehicles are subject to prior sale. A vehicle shown as available may have sold since the page was last updated.</p>
      {c.reserve_button ? (
        <>
          <h2>Online reservations</h2>
          <p>
            A reservation holds a vehicle for {c.deposit_hold_hours} hours for a deposit of {money.format(c.deposit_amount)} (or the amount shown at checkout)
            {c.deposit_refundable ? ". The deposit is 100% refundable if you decide not to proceed" : ""}. A reservation is not a contract of sale; the sale is agreed in a separate contract.
          </p>
        </>
      ) : null}
      <h2>Finance estimates</h2>
      <p>
        Repayment estimates and comparison rates are indicative only and are not an offer of finance. Finance is subject to the lender&rsquo;s approval, terms, conditions, fees and charges.
      </p>
      <h2>Offers</h2>
      <p>Offers are valid only between their stated start and end dates, while stocks last, and may not be combined with other offers unless stated.</p>
      <h2>Consumer guarantees</h2>
      <p>Nothing in these terms excludes, restricts or modifies any right or remedy you have under the Australian Consumer Law.</p>
      <h2>Use of this website</h2>
      <p>
        The content of this website belongs to {site.name} or its licensors. You may use it for your own personal, non-commercial purposes. We may update these terms from time to time; the
        version on this page applies.
      </p>
    </ContentPage>
  );
}
