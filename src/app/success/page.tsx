import type { Metadata } from "next";
import { getSitePage } from "@/web/site-page";
import { PageHeader } from "@/ui/content/PageHeader";
import { SuccessView } from "@/ui/forms/SuccessView";
import styles from "@/ui/forms/forms.module.css";

export const metadata: Metadata = { title: "Thank you", robots: { index: false } };

/** Where lead forms go after a successful final submit (spec section 2). */
export default async function Success() {
  const { site, chrome } = await getSitePage();
  return (
    <>
      <PageHeader title="Thank you" />
      <div className={`container ${styles.page}`}>
        <SuccessView siteName={site.name} searchPath={site.config.routes.default_search} contactPath={site.config.routes.contact} stockNoun={chrome.nouns.many} />
      </div>
    </>
  );
}
