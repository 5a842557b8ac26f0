/** A content page in the dealer's own words (written in the console), in the standard page frame. */
import type { SitePageContext } from "../../site/chrome";
import { ContentPage } from "./ContentPage";
import { DealerMarkdown } from "./DealerMarkdown";

export function OwnContentPage({ site, chrome, now, page }: SitePageContext & { page: { title: string; lead: string | null; body: string } }) {
  return (
    <ContentPage site={site} chrome={chrome} now={now} title={page.title} lead={page.lead ?? undefined}>
      <DealerMarkdown text={page.body} />
    </ContentPage>
  );
}
