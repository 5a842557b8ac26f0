/**
 * The header on every page of a dealer site: the phone first (a click-to-call button for the
 * primary location), the logo, and the menus of the search spec's section 2. Dropdowns are
 * MenuDisclosure buttons; their panels (MenuPanels) are drawn in the browser from the menu's
 * data after hydration (see MenuDisclosure), so neither the HTML nor the server's render carries
 * them. Links here and in the footer
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
import { MenuLinksPanel, MenuModelsPanel } from "./MenuPanels";
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
        <MenuModelsPanel
          models={section.models.map(({ make, name, href, imageUrl, body }) => ({ make, name, href, imageUrl, body }))}
          rangeHref={section.rangeHref}
          allHref={section.allHref}
        />
      </MenuDisclosure>
    );
  }
  return (
    <MenuDisclosure kind="dropdown" label={label} panelId={panelId} className={styles.dropdown} buttonClassName={styles.topButton} panelClassName={styles.panel}>
      <MenuLinksPanel links={section.links} />
    </MenuDisclosure>
  );
}
