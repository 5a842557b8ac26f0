import type { Site } from "../../site/store";
import { siteInitials } from "./favicon";
import styles from "./header.module.css";

/** The theme's logo image, or a wordmark: an initials emblem (as the favicon) and the logo text or site name. */
export function Logo({ site }: { site: Pick<Site, "name" | "theme"> }) {
  const { logo_url: url, logo_text: text } = site.theme;
  return (
    // A plain link, as all of the site chrome's (see SiteHeader).
    <a href="/" className={styles.logo} aria-label={`${site.name} home`}>
      {url ? (
        // A fixed-size brand asset from the site file (often SVG): nothing for an image optimiser to do.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={url} alt="" width={180} height={44} className={styles.logoImage} />
      ) : (
        <span className={styles.wordmark} aria-hidden="true">
          <span className={styles.emblem}>{siteInitials(text || site.name)}</span>
          <span className={styles.wordmarkMain}>{text || site.name}</span>
        </span>
      )}
    </a>
  );
}
