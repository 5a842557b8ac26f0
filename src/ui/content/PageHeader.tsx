import Link from "next/link";
import type { ReactNode } from "react";
import styles from "./content.module.css";

export interface Crumb {
  label: string;
  href?: string;
}

/** The band at the top of a content page: breadcrumbs, title and a lead paragraph. */
export function PageHeader({ title, lead, crumbs = [], eyebrow, children }: { title: string; lead?: ReactNode; crumbs?: Crumb[]; eyebrow?: string; children?: ReactNode }) {
  const trail: Crumb[] = [{ label: "Home", href: "/" }, ...crumbs, { label: title }];
  return (
    <div className={styles.pageHeader}>
      <div className="container">
        <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
          <ol>
            {trail.map((c, i) => (
              <li key={`${c.label}-${i}`}>
                {c.href && i < trail.length - 1 ? (
                  <Link href={c.href} prefetch={false}>
                    {c.label}
                  </Link>
                ) : (
                  <span aria-current={i === trail.length - 1 ? "page" : undefined}>{c.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
