/**
 * The five finance pages, each a row of FINANCE_PAGES: its words, which form flow it shows, which
 * sign-in gate applies (src/web/finance-page.ts) and how the dealer sees the lead
 * (`subcategory`). The route files under src/app only name their path.
 */
import type { Metadata } from "next";
import { loadFinancePage, type SearchParams } from "../finance-page";
import type { LeadFormCar } from "../../leads/form-rules";
import { sitePageMetadata } from "../page-meta";
import { loadSiteChrome } from "../../site/chrome";
import { capitalise } from "../../domain/capitalise";
import type { FinanceFlow } from "../../ui/forms/form-fields";
import { FinancePage } from "../../ui/finance/FinancePage";

type PageWords = string | ((car: LeadFormCar | null, noun: string) => string);

interface FinanceRouteSpec {
  /** Fixed words, or words for the car and the site's noun for one item of its stock ("Vehicle finance" where caravans and motorcycles are sold). */
  title: PageWords;
  lead: PageWords;
  formHeading: PageWords;
  flow: FinanceFlow;
  /** `application` also obeys finance_application_requires_sign_in. */
  gate: "finance" | "application";
  pageId: string;
  subcategory: string;
}

export const FINANCE_PAGES = {
  "/finance": {
    title: (_car, noun) => `${capitalise(noun)} finance`,
    lead: "Tell us what you are looking for and a finance specialist will call you with options that suit your budget.",
    formHeading: "Get pre-approved",
    flow: "default",
    gate: "finance",
    pageId: "finance",
    subcategory: "Finance enquiry",
  },
  "/finance-pre-approval": {
    title: "Finance pre-approval",
    lead: "Know your budget before you choose: three short steps, no credit check.",
    formHeading: "Get pre-approved in three steps",
    flow: "pre_approval",
    gate: "finance",
    pageId: "finance-pre-approval",
    subcategory: "Pre-approval",
  },
  "/apply-for-finance": {
    title: "Apply for finance",
    lead: "Apply online and a finance specialist will take it from here with our lenders.",
    formHeading: "Your finance application",
    flow: "pre_approval",
    gate: "application",
    pageId: "apply-for-finance",
    subcategory: "Finance application",
  },
  "/finance-enquiry": {
    title: "Finance enquiry",
    lead: "A question about finance? Ask us and a specialist will get back to you.",
    formHeading: "Ask about finance",
    flow: "enquiry",
    gate: "finance",
    pageId: "finance-enquiry",
    subcategory: "Finance enquiry",
  },
  "/personalised/finance": {
    title: (car, noun) => (car ? `Finance for the ${car.name}` : `Finance for this ${noun}`),
    lead: (_car, noun) => `Repayments worked out for you, on the ${noun} you chose.`,
    formHeading: (_car, noun) => `Get pre-approved for this ${noun}`,
    flow: "pre_approval",
    gate: "finance",
    pageId: "personalised-finance",
    subcategory: "Personalised finance",
  },
} satisfies Record<string, FinanceRouteSpec>;

export type FinancePath = keyof typeof FINANCE_PAGES;

/** A title or lead as this page shows it. */
const wordsOf = (words: PageWords, car: LeadFormCar | null, noun: string): string => (typeof words === "string" ? words : words(car, noun));

/**
 * The page's title, description and canonical URL on the site's own domain, in the site's word for
 * its stock ("Vehicle finance"). `/personalised/finance` is one car's page: not indexed, and its
 * canonical page is the general `/finance`.
 */
export function financeMetadata(path: FinancePath): Promise<Metadata> {
  const spec: FinanceRouteSpec = FINANCE_PAGES[path];
  const perCar = path === "/personalised/finance";
  return sitePageMetadata(async ({ db, site }) => {
    const noun = (await loadSiteChrome(db, site)).nouns.one;
    return { title: wordsOf(spec.title, null, noun), description: `${wordsOf(spec.lead, null, noun)} ${site.name}.`, path: perCar ? "/finance" : path, noindex: perCar };
  });
}

/** A finance page: the link's query parameters pre-fill its form at #finance-form. */
export async function FinanceRoute({ path, searchParams }: { path: FinancePath; searchParams: Promise<SearchParams> }) {
  const spec: FinanceRouteSpec = FINANCE_PAGES[path];
  const d = await loadFinancePage(path, await searchParams, spec.gate);
  return (
    <FinancePage
      title={wordsOf(spec.title, d.car, d.noun)}
      lead={wordsOf(spec.lead, d.car, d.noun)}
      formHeading={wordsOf(spec.formHeading, d.car, d.noun)}
      flow={spec.flow}
      context={d.context}
      car={d.car}
      defaults={d.defaults}
      pageId={spec.pageId}
      subcategory={spec.subcategory}
    />
  );
}
