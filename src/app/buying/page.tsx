import type { Metadata } from "next";
import type { ReactNode } from "react";
import Link from "next/link";
import { sitePageMetadata } from "@/web/page-meta";
import { requireOptionalPage } from "@/web/optional-page";
import { getSitePage } from "@/web/site-page";
import { loadSiteChrome } from "@/site/chrome";
import { formatPhone, phoneHref } from "@/domain/phone";
import { ContentPage } from "@/ui/content/ContentPage";
import styles from "@/ui/content/content.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(async ({ db, site }) => {
    requireOptionalPage(site.config, "buying");
    const n = (await loadSiteChrome(db, site)).nouns;
    return {
      title: "How buying works",
      description: `Buying a ${n.one} from ${site.name}, step by step: find it, test drive it, value your trade-in, arrange finance and drive away.`,
      path: "/buying",
    };
  });

const STEP_COUNT_WORDS: Record<number, string> = { 4: "Four", 5: "Five" };

/**
 * /buying: the purchase journey in plain steps. Each step links only to pages this site offers
 * (trade-in and finance follow the site's switches), so the page never leads to a 404.
 */
export default async function Buying() {
  const { site, chrome, now } = await getSitePage();
  requireOptionalPage(site.config, "buying");
  const c = site.config;
  const tel = phoneHref(chrome.phone);
  // The site's words for its stock: "Find your caravan" at a caravan dealer's.
  const n = chrome.nouns;
  const steps: Array<{ title: string; body: ReactNode }> = [
    {
      title: `Find your ${n.one}`,
      body: (
        <>
          Browse <Link href={c.routes.default_search} prefetch={false}>all of our stock</Link> online. Every listing shows real photos, the full price, the kilometres and the
          features, and you can save or compare {n.many} as you go.
        </>
      ),
    },
    {
      title: "Ask us anything and book a test drive",
      body: (
        <>
          Send an enquiry from any {n.one}, or <Link href={c.routes.test_drive} prefetch={false}>book a test drive</Link> at a time that suits you. We confirm by phone and have the{" "}
          {n.one} ready when you arrive.
        </>
      ),
    },
    ...(c.trade_in_enabled
      ? [
          {
            title: "Value your trade-in",
            body: (
              <>
                Get an <Link href={c.routes.trade_in} prefetch={false}>instant trade-in estimate</Link> online, then a firm offer in writing once we have seen it.
              </>
            ),
          },
        ]
      : []),
    {
      title: "Arrange finance, if you need it",
      body: (
        <>
          A <Link href={site.config.routes.finance_pre_approval} prefetch={false}>finance pre-approval</Link> takes a few minutes and does not affect your credit score. Our business managers compare
          lenders for you and explain every fee.
        </>
      ),
    },
    {
      title: "Sign and drive away",
      body: (
        <>
          We prepare the paperwork, register the {n.one} in your name, detail it and walk you through every feature at handover. Most {n.many} are ready within a few
          days.
        </>
      ),
    },
  ];
  return (
    <ContentPage site={site} chrome={chrome} now={now} title="How buying works" lead={`${STEP_COUNT_WORDS[steps.length] ?? steps.length} simple steps from the first search to the keys in your hand.`}>
      <ol className={styles.steps} data-testid="buying-steps">
        {steps.map((s) => (
          <li key={s.title}>
            <h2>{s.title}</h2>
            <p>{s.body}</p>
          </li>
        ))}
      </ol>
      <h2>Common questions</h2>
      <details className={styles.faq}>
        <summary>Is the advertised price the price I pay?</summary>
        <p>Yes. Drive-away prices include registration, stamp duty and dealer delivery; where a price is shown excluding government charges, the listing says so.</p>
      </details>
      <details className={styles.faq}>
        <summary>Can I buy from interstate?</summary>
        <p>Yes. We can arrange an independent inspection, transport and interstate registration. Ask us for a delivered price.</p>
      </details>
      <details className={styles.faq}>
        <summary>What warranty do I get?</summary>
        <p>
          New and demo {n.many} carry the manufacturer&rsquo;s warranty. Used {n.many} come with any remaining factory warranty and the statutory warranty where it applies; see{" "}
          <Link href="/warranty" prefetch={false}>warranty</Link>.
        </p>
      </details>
      <p style={{ marginTop: "1.5rem" }}>
        Questions about a particular {n.one}?{" "}
        {tel ? (
          <>
            Call us on <a href={tel}>{formatPhone(chrome.phone)}</a> or{" "}
          </>
        ) : null}
        <Link href={c.routes.contact} prefetch={false}>send us a message</Link>.
      </p>
    </ContentPage>
  );
}
