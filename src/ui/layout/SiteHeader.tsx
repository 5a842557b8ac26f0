/**
 * The header on every page of a dealer site: the phone first (a click-to-call button for the
 * primary location), the logo, and the menus of the search spec's section 2. Dropdowns are
 * MenuDisclosure buttons; their panels are server components passed to it, which it keeps out of
 * the HTML until the browser renders them after hydration (see MenuDisclosure). Links here and in the footer
 * are plain <a>: every page is server-rendered, and next/link would put ~3 KB of script and a
 * client component per link on every page for soft navigations the site does not need.
 */
import type { MenuSection } from "../../site/menu";
import type { SiteChrome } from "../../site/chrome";
import type { Site } from "../../site/store";
import { formatPhone, phoneHref } from "../../domain/phone";
import { savingModel } from "../../domain/saving-model";
import { hoursOnDate, localDate, timeZoneForState } from "../../domain/opening-hours";
import { ChevronDownIcon, ClockIcon, MenuIcon, PhoneIcon, SearchIcon } from "../icons";
import { HeaderAccountLink } from "./HeaderAccountLink";
import { Logo } from "./Logo";
import { MenuDisclosure } from "./MenuDisclosure";
import styles from "./header.module.css";

export function SiteHeader({ site, chrome, now }: { site: Site; chrome: SiteChrome; now: Date }) {
  const primary = chrome.locations[0];
  const today = primary ? hoursOnDate(primary, localDate(now, timeZoneForState(primary.state))) : null;
  const tel = phoneHref(chrome.phone);
  const saving = savingModel(site.config);
  return (
    <header className={styles.header}>
      <div className={styles.topbar}>
        <div className={`container ${styles.topbarInner}`}>
          {tel ? (
            <a className={styles.phone} href={tel} data-testid="header-phone">
              <PhoneIcon size={18} />
              <span>
                <span className={styles.phoneLabel}>Call </span>
                {formatPhone(chrome.phone)}
              </span>
            </a>
          ) : null}
          {primary && today ? (
            <p className={styles.today}>
              <ClockIcon size={16} />
              <span>
                {primary.name}: {today.closed ? "closed today" : `open today ${today.text}`}
                {today.special ? ` (${today.special})` : ""}
              </span>
            </p>
          ) : null}
          <nav className={styles.utility} aria-label="Quick links">
            <a href="/our-locations">
              {chrome.locations.length > 1 ? `Our ${chrome.locations.length} locations` : "Find us"}
            </a>
            <a href={site.config.routes.contact}>
              Contact
            </a>
            {saving === "favourites" ? (
              <a href="/favourites" data-testid="header-favourites">
                Favourites
              </a>
            ) : null}
            {saving === "watchlist" ? <HeaderAccountLink /> : null}
          </nav>
        </div>
      </div>
      <div className={styles.mainbar}>
        <div className={`container ${styles.mainbarInner}`}>
          <Logo site={site} />
          <MenuDisclosure
            kind="drawer"
            panelId="site-nav"
            label={
              <>
                <MenuIcon />
                <span>Menu</span>
              </>
            }
            className={styles.drawer}
            buttonClassName={styles.drawerButton}
            panelClassName={styles.drawerPanel}
            closeClassName={styles.drawerClose}
          >
            <p className={styles.drawerTitle} aria-hidden="true">
              {site.name}
            </p>
            <nav aria-label="Main" className={styles.nav}>
              <ul className={styles.menu}>
                {chrome.menu.map((section) => (
                  <li key={section.id} className={styles.menuItem}>
                    <MenuEntry section={section} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className={styles.drawerExtras}>
              {saving !== "none" ? (
                <p className={styles.drawerLinks}>
                  {saving === "favourites" ? <a href="/favourites">Favourites</a> : null}
                  {saving === "watchlist" ? <HeaderAccountLink /> : null}
                </p>
              ) : null}
              {tel ? (
                <a className="btn btn-primary btn-lg" href={tel}>
                  <PhoneIcon size={18} />
                  Call {formatPhone(chrome.phone)}
                </a>
              ) : null}
              <a href={site.config.routes.default_search} className="btn btn-accent btn-lg">
                <SearchIcon size={18} />
                Search all stock
              </a>
            </div>
          </MenuDisclosure>
          <a href={site.config.routes.default_search} className={`btn btn-accent ${styles.searchCta}`}>
            <SearchIcon size={18} />
            <span>Search stock</span>
          </a>
        </div>
      </div>
    </header>
  );
}

function MenuEntry({ section }: { section: MenuSection }) {
  if ("href" in section) {
    return (
      <a href={section.href} className={styles.topLink}>
        {section.label}
      </a>
    );
  }
  const panelId = `menu-${section.id}`;
  const label = (
    <>
      <span>{section.label}</span>
      <ChevronDownIcon className={styles.chevron} />
    </>
  );
  if ("models" in section) {
    return (
      <MenuDisclosure
        kind="dropdown"
        label={label}
        panelId={panelId}
        className={`${styles.dropdown} ${styles.dropdownWide}`}
        buttonClassName={styles.topButton}
        panelClassName={`${styles.panel} ${styles.panelWide}`}
      >
        {section.models.length ? (
          <ul className={styles.models}>
            {section.models.map((m) => (
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
        {section.models.length ? (
          <a href={section.rangeHref} className={styles.panelFooterLink}>
            See all models
          </a>
        ) : null}
        <a href={section.allHref} className={styles.panelFooterLink}>
          Browse all stock
        </a>
      </MenuDisclosure>
    );
  }
  return (
    <MenuDisclosure kind="dropdown" label={label} panelId={panelId} className={styles.dropdown} buttonClassName={styles.topButton} panelClassName={styles.panel}>
      <ul className={styles.links}>
        {section.links.map((l) => (
          <li key={`${l.label}-${l.href}`}>
            <a href={l.href}>
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </MenuDisclosure>
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
