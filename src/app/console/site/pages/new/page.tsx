import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { standardPageName } from "@/domain/page-edit";
import { Outcome } from "../../../Outcome";
import { PageForm } from "../PageForm";
import styles from "../../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New page", robots: { index: false, follow: false } };

/** A new page: the dealer's own words for a standard page (?standard=/privacy-policy), or a page of its own. */
export default async function NewPage({ searchParams }: { searchParams: Promise<{ standard?: string; error?: string; field?: string }> }) {
  const params = await searchParams;
  await requireStaff("/console/site/pages/new", "site:edit");
  const name = params.standard ? standardPageName(params.standard) : null;
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/site/pages">← Pages</Link>
      </p>
      <h1 className={styles.title}>{name ? `${name}: your own words` : "New page"}</h1>
      {name ? (
        <p className={styles.lede}>
          What you write here replaces the standard text of {params.standard}.{" "}
          <a href={params.standard} target="_blank" rel="noopener">
            See the standard text
          </a>
          .
        </p>
      ) : null}
      <Outcome error={params.error} field={params.field} />
      <PageForm page={null} standard={name ? params.standard! : null} field={params.field} initial={name ? { title: name } : undefined} />
    </div>
  );
}
