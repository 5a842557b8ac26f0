/**
 * The finance pages (/finance, /finance-pre-approval, /apply-for-finance, /finance-enquiry,
 * /personalised/finance): a header, the form at #finance-form (the anchor the finance links end
 * with), and an aside that says what happens next and that no credit check is run.
 */
import type { ReactNode } from "react";
import type { LeadFormCar, LeadFormContext } from "../../leads/form-rules";
import { PageHeader } from "../content/PageHeader";
import { LeadForm } from "../forms/LeadForm";
import type { FinanceFlow } from "../forms/form-fields";
import styles from "./finance.module.css";

export interface FinancePageProps {
  title: string;
  lead: string;
  formHeading: string;
  flow: FinanceFlow;
  context: LeadFormContext;
  car: LeadFormCar | null;
  defaults: Record<string, string>;
  pageId: string;
  /** The lead's subcategory, so the dealer sees which finance page it came from. */
  subcategory: string;
  aside?: ReactNode;
}

export function FinancePage(p: FinancePageProps) {
  return (
    <>
      <PageHeader title={p.title} lead={p.lead} />
      <div className={`container ${styles.layout}`}>
        <section id="finance-form" aria-labelledby="finance-form-heading" className={styles.formCard}>
          <h2 id="finance-form-heading">{p.formHeading}</h2>
          {p.car ? (
            <p className={styles.car} data-testid="finance-car">
              For the <a href={`/cars/${p.car.slug}`}>{p.car.name}</a>
            </p>
          ) : null}
          <LeadForm form="finance" financeFlow={p.flow} context={p.context} car={p.car} defaults={{ ...p.defaults, subcategory: p.subcategory }} pageId={p.pageId} heading={null} />
        </section>
        <aside className={styles.aside} aria-label="About our finance">
          {p.aside}
          <h2>What happens next</h2>
          <ol>
            <li>A finance specialist reviews what you sent, usually within one business hour.</li>
            <li>They call you with options from our lenders: rate, term and repayments side by side.</li>
            <li>When you choose one, they handle the paperwork with you and the lender.</li>
          </ol>
          <p className={styles.note}>Sending this form does not run a credit check and will not affect your credit score. Approval is subject to the lender&rsquo;s criteria.</p>
        </aside>
      </div>
    </>
  );
}
