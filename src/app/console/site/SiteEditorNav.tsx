import Link from "next/link";
import { Fragment } from "react";
import styles from "../console-pages.module.css";

/** The site editor's parts, the one open shown as text. */
const PARTS = [
  { href: "/console/site", name: "Site look" },
  { href: "/console/site/features", name: "Features" },
  { href: "/console/site/home", name: "Home page" },
  { href: "/console/site/menus", name: "Menus" },
  { href: "/console/site/pages", name: "Pages" },
  { href: "/console/site/promos", name: "Promo tiles" },
] as const;

export function SiteEditorNav({ here }: { here: (typeof PARTS)[number]["href"] }) {
  return (
    <nav aria-label="Site editor" className={styles.muted} style={{ marginBottom: "0.5rem" }}>
      {PARTS.map((p, i) => (
        <Fragment key={p.href}>
          {i ? " · " : ""}
          {p.href === here ? <strong aria-current="page">{p.name}</strong> : <Link href={p.href}>{p.name}</Link>}
        </Fragment>
      ))}
    </nav>
  );
}
