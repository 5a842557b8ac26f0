import type { Metadata } from "next";
import Link from "next/link";
import { describeSavedQuery, findSavedSearchByToken } from "@/search/saved-searches";
import { getSitePage } from "@/web/site-page";
import { PageHeader } from "@/ui/content/PageHeader";
import formStyles from "@/ui/forms/forms.module.css";
import { unsubscribeAction } from "./actions";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Saved search e-mails", robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The unsubscribe link of a saved-search alert. A button, not the link itself, stops the e-mails:
 * mail scanners open links, and must not unsubscribe anyone by doing so.
 */
export default async function Unsubscribe({ searchParams }: Props) {
  const { db, site, chrome } = await getSitePage();
  const params = await searchParams;
  const token = typeof params.token === "string" ? params.token.slice(0, 100) : "";
  const saved = token ? await findSavedSearchByToken(db, site, token) : null;
  const searchPath = site.config.routes.default_search;
  return (
    <>
      <PageHeader title="Saved search e-mails" />
      <div className={`container ${formStyles.page}`} data-testid="saved-search-unsubscribe">
        {params.done === "1" ? (
          <div role="status">
            <h2>Done: no more e-mails for that search.</h2>
            <p>
              <Link href={searchPath} className="btn btn-primary">
                Browse our {chrome.nouns.many}
              </Link>
            </p>
          </div>
        ) : saved ? (
          <form action={unsubscribeAction}>
            <p>
              {saved.email} gets an e-mail from {site.name} when new {chrome.nouns.many} match: <strong>{describeSavedQuery(saved.query)}</strong>.
            </p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="btn btn-primary" data-testid="unsubscribe-button">
              Stop these e-mails
            </button>
          </form>
        ) : (
          <div>
            <h2>This alert is already stopped</h2>
            <p>No e-mails are sent for it. You can save a new search from any search page with no results.</p>
          </div>
        )}
      </div>
    </>
  );
}
