import { PROMO_BODY_MAX, PROMO_TITLE_MAX, promoDays } from "@/domain/promo-edit";
import type { ConsolePromo } from "@/staff/console-promos";
import { savePromoAction } from "../../actions";
import styles from "../../console-pages.module.css";

/** A promo tile's form, new (`promo` null) or existing. Plain form: no script. */
export function PromoForm({ promo, positions, zone, field }: { promo: ConsolePromo | null; positions: readonly number[]; zone: string; field?: string }) {
  const days = promo ? promoDays(promo, zone) : { first: null, last: null };
  const bad = (f: string) => (field === f ? true : undefined);
  return (
    <form action={savePromoAction} className={`${styles.card} ${styles.form}`} data-testid="promo-form">
      <input type="hidden" name="promo_id" value={promo?.id ?? ""} />
      <input type="hidden" name="back" value={promo ? `/console/site/promos/${promo.id}` : "/console/site/promos/new"} />
      <label htmlFor="promo-title">Title</label>
      <input id="promo-title" name="title" required maxLength={PROMO_TITLE_MAX} defaultValue={promo?.title ?? ""} className={styles.input} aria-invalid={bad("title")} />
      <label htmlFor="promo-body">Text (optional)</label>
      <input id="promo-body" name="body" maxLength={PROMO_BODY_MAX} defaultValue={promo?.body ?? ""} className={styles.input} aria-invalid={bad("body")} />
      <label htmlFor="promo-link">Link (optional)</label>
      <input id="promo-link" name="link_url" defaultValue={promo?.linkUrl ?? ""} className={styles.input} aria-invalid={bad("link_url")} placeholder="/special-offers" />
      <label htmlFor="promo-image">Picture address (optional)</label>
      <input id="promo-image" name="image_url" defaultValue={promo?.imageUrl ?? ""} className={styles.input} aria-invalid={bad("image_url")} placeholder="https://…" />
      <label htmlFor="promo-position">Result position</label>
      <input id="promo-position" name="position" type="number" min={1} max={100} required defaultValue={promo?.position ?? positions[0] ?? 8} className={styles.input} aria-invalid={bad("position")} aria-describedby="promo-position-help" />
      <p id="promo-position-help" className={styles.muted}>
        This site shows tiles at result {positions.join(" and ")}. A tile made for another position fills an empty one, unless it is kept to its own.
      </p>
      <label>
        <input type="hidden" name="strict" value="0" />
        <input type="checkbox" name="strict" value="1" defaultChecked={promo?.strictDisplay ?? false} /> Only at its own position
      </label>
      <label htmlFor="promo-starts">First day (optional)</label>
      <input id="promo-starts" name="starts" type="date" defaultValue={days.first ?? ""} className={styles.input} aria-invalid={bad("starts")} />
      <label htmlFor="promo-expires">Last day (optional)</label>
      <input id="promo-expires" name="expires" type="date" defaultValue={days.last ?? ""} className={styles.input} aria-invalid={bad("expires")} />
      <p className={styles.muted}>In the site&rsquo;s time ({zone}): from midnight on the first day to the end of the last.</p>
      <label>
        <input type="hidden" name="display" value="0" />
        <input type="checkbox" name="display" value="1" defaultChecked={promo?.display ?? true} /> Show it
      </label>
      <button type="submit" className="btn btn-primary" data-testid="promo-save">
        {promo ? "Save tile" : "Create tile"}
      </button>
    </form>
  );
}
