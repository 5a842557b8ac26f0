import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listConsolePages } from "@/staff/site-pages";
import { EDITABLE_STANDARD_PAGES, isStandardPagePath } from "@/domain/page-edit";
import { Outcome } from "../../Outcome";
import { SiteEditorNav } from "../SiteEditorNav";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Pages", robots: { index: false, follow: false } };

/** The content pages: the standard ones (standard text or the dealer's own words) and the dealer's own pages. */
export default async function ConsolePages({ searchParams }: { searchParams: Promise<{ done?: string; error?: string }> }) {
  const params = await searchParams;
  const { db, site, member } = await requireStaff("/console/site/pages", "site:edit");
  const pages = await listConsolePages(db, site, member);
  const byPath = new Map(pages.map((p) => [p.path, p]));
  const own = pages.filter((p) => !isStandardPagePath(p.path));
  return (
    <div>
      <SiteEditorNav here="/console/site/pages" />
      <h1 className={styles.title}>Pages</h1>
      <p className={styles.lede}>
        Put your own words on the standard pages (your privacy policy, your terms, who you are), or write pages of your own and link them from the <Link href="/console/site/menus">menus</Link>.
      </p>
      <Outcome done={params.done} error={params.error} />
      <h2>Standard pages</h2>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="console-standard-pages">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">Text</th>
            </tr>
          </thead>
          <tbody>
            {EDITABLE_STANDARD_PAGES.map((s) => {
              const mine = byPath.get(s.path);
              return (
                <tr key={s.path} data-testid="console-standard-page">
                  <td>
                    {mine ? (
                      <Link href={`/console/site/pages/${mine.id}`}>{s.name}</Link>
                    ) : (
                      <Link href={`/console/site/pages/new?standard=${encodeURIComponent(s.path)}`} aria-label={`${s.name}: write your own text`}>
                        {s.name}
                      </Link>
                    )}
                  </td>
                  <td>{s.path}</td>
                  <td>
                    <span className={styles.badge}>{mine ? (mine.visible ? "Your own words" : "Yours, not shown: standard text") : "Standard text"}</span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <h2>Your own pages</h2>
      <p>
        <Link href="/console/site/pages/new" className="btn btn-outline" data-testid="page-new">
          New page
        </Link>
      </p>
      {own.length === 0 ? (
        <p className={styles.card}>No pages of your own yet.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="console-own-pages">
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Address</th>
                <th scope="col">Now</th>
              </tr>
            </thead>
            <tbody>
              {own.map((p) => (
                <tr key={p.id} data-testid="console-own-page">
                  <td>
                    <Link href={`/console/site/pages/${p.id}`}>{p.title}</Link>
                  </td>
                  <td>{p.path}</td>
                  <td>
                    <span className={styles.badge}>{p.visible ? "On the website" : "Not shown"}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
