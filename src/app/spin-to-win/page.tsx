import type { Metadata } from "next";
import { requireShopperWhen } from "@/accounts/gated";
import { claimMessage, wheelTurn } from "@/domain/spin-to-win";
import { loadFormPageData } from "@/leads/form-context";
import { findSpin } from "@/promotions/spins";
import { sitePageMetadata } from "@/web/page-meta";
import { requireOptionalPage } from "@/web/optional-page";
import { getSitePage } from "@/web/site-page";
import { PageHeader } from "@/ui/content/PageHeader";
import { LeadForm } from "@/ui/forms/LeadForm";
import { PrizeWheel } from "@/ui/promotions/PrizeWheel";
import formStyles from "@/ui/forms/forms.module.css";
import { spinAction } from "./actions";

export const dynamic = "force-dynamic";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => {
    requireOptionalPage(site.config, "spin_to_win");
    return { title: "Spin to win", description: `Spin the ${site.name} prize wheel: one spin per customer, a prize every time.`, path: "/spin-to-win" };
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /spin-to-win (a signed-in area, vehicle-page-and-flows §2/§6): anonymous shoppers go to sign in
 * and come back. One spin per shopper; the prize is drawn on the server (src/promotions/spins.ts)
 * and claimed through an enquiry that carries the prize and its claim code to the dealer.
 */
export default async function SpinToWin({ searchParams }: Props) {
  const { db, site } = await getSitePage();
  requireOptionalPage(site.config, "spin_to_win");
  const session = await requireShopperWhen(true, db, site, "promotion", "/spin-to-win");
  if (!session) return null;
  const prizes = site.config.spin_to_win_prizes;
  const spin = await findSpin(db, site, session.userId);
  const justSpun = (await searchParams).spun === "1";
  const index = spin ? prizes.findIndex((p) => p.label === spin.prize) : -1;
  const { context } = spin ? await loadFormPageData(db, site) : { context: null };
  return (
    <>
      <PageHeader title="Spin to win" eyebrow="Members' promotion" lead="One spin per customer, and every slice is a prize. Spin, then claim it with your code." />
      <div className={`container ${formStyles.page} ${formStyles.pageGrid}`}>
        <div>
          <PrizeWheel prizes={prizes.map((p) => p.label)} turn={spin && index >= 0 ? wheelTurn(index, prizes.length) : null} animate={justSpun} />
          {!spin ? (
            <form action={spinAction} style={{ textAlign: "center", marginTop: "1.5rem" }}>
              <button type="submit" className="btn btn-primary btn-lg" data-testid="spin-button">
                Spin the wheel
              </button>
            </form>
          ) : null}
        </div>
        <div>
          {spin ? (
            <section aria-labelledby="prize-title" data-testid="spin-result">
              <div role="status">
                <h2 id="prize-title">You won: {spin.prize}</h2>
              </div>
              <p>
                Your claim code is <strong data-testid="claim-code">{spin.claimCode}</strong>. Send it to us below and we will be in touch to arrange your prize.
              </p>
              {context ? (
                <LeadForm form="contact" context={context} defaults={{ category: "General Enquiry", message: claimMessage(spin.prize, spin.claimCode) }} pageId="spin-to-win" heading={null} />
              ) : null}
            </section>
          ) : (
            <section aria-labelledby="prizes-title">
              <h2 id="prizes-title">On the wheel</h2>
              <ul>
                {prizes.map((p) => (
                  <li key={p.label}>{p.label}</li>
                ))}
              </ul>
              <p className="muted">One spin per customer, signed in with a mobile number. Prizes are not redeemable for cash. The dealer&rsquo;s decision is final.</p>
            </section>
          )}
        </div>
      </div>
    </>
  );
}
