"use client";
/**
 * The header dropdowns' panels, drawn in the browser from the menu's data. A dropdown's panel is
 * not in the server HTML (MenuDisclosure renders it after hydration, hidden), so drawing it from
 * a server component only made the page's inline RSC payload carry every link and model card as
 * React elements: ~10 KB of each page's ~75 KB payload, rendered on the server for every request.
 * As data the same menus are a third of that, and the server renders none of it
 * (docs/benchmarks.md, 2026-11-29 morning). The markup is the one the header always had.
 */
import type { MenuLink, MenuModel } from "../../site/menu";
import styles from "./menu-panels.module.css";

/** What a model's card in the panel shows (not its stock count, which the menu does not send). */
export type MenuPanelModel = Pick<MenuModel, "make" | "name" | "href" | "imageUrl" | "body">;

/** A menu's list of links (Our Stock, Shopping Tools, Ownership, Company). */
export function MenuLinksPanel({ links }: { links: readonly MenuLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map((l) => (
        <li key={`${l.label}-${l.href}`}>
          <a href={l.href}>{l.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Vehicles: each model with its picture and first body type, then the range and all stock. */
export function MenuModelsPanel({ models, rangeHref, allHref }: { models: MenuPanelModel[]; rangeHref: string; allHref: string }) {
  return (
    <>
      {models.length ? (
        <ul className={styles.models}>
          {models.map((m) => (
            <li key={`${m.make}-${m.name}`}>
              <a href={m.href} className={styles.model}>
                <ModelImage url={m.imageUrl} />
                <span className={styles.modelText}>
                  <span className={styles.modelName}>
                    {m.make} {m.name}
                  </span>
                  <span className={styles.modelBody}>{m.body ?? "\u00a0"}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.panelNote}>Our model range is on its way. Browse every car we have in stock today.</p>
      )}
      {models.length ? (
        <a href={rangeHref} className={`${styles.panelFooterLink} ${styles.modelsFooterLink}`}>
          See all models
        </a>
      ) : null}
      <a href={allHref} className={`${styles.panelFooterLink} ${styles.modelsFooterLink}`}>
        Browse all stock
      </a>
    </>
  );
}

function ModelImage({ url }: { url: string | null }) {
  if (url) {
    // Small fixed-size thumbnails in a menu: a plain lazy <img> with its size set avoids layout
    // shift without shipping the image component's client code.
    // eslint-disable-next-line @next/next/no-img-element
    return <img src={url} alt="" width={120} height={72} loading="lazy" decoding="async" className={styles.modelImage} />;
  }
  return (
    <span className={`${styles.modelImage} ${styles.modelPlaceholder}`} aria-hidden="true">
      <svg viewBox="0 0 120 72" width="120" height="72">
        <path d="M14 50h92M22 50l8-14c2-4 6-6 10-6h34c5 0 9 2 12 6l10 14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="36" cy="52" r="7" fill="currentColor" />
        <circle cx="86" cy="52" r="7" fill="currentColor" />
      </svg>
    </span>
  );
}
