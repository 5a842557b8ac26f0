import { OFFER_DISCLAIMER_MAX, OFFER_NAME_MAX, OFFER_TEXT_MAX, offerDays } from "@/domain/offer-edit";
import type { ConsoleOffer } from "@/staff/console-offers";
import { saveOfferAction } from "../actions";
import styles from "../console-pages.module.css";

/** The offer form, for a new offer (`offer` null) or an existing one. Plain form: no script. */
export function OfferForm({
  offer,
  siteId,
  dealerships,
  siteWide,
  zone,
  field,
  models,
}: {
  offer: ConsoleOffer | null;
  siteId: number;
  dealerships: Array<{ id: number; name: string }>;
  siteWide: boolean;
  zone: string;
  field?: string;
  /** The site's catalogue models, for "the model it is for". */
  models: Array<{ id: number; name: string; slug: string; make: string }>;
}) {
  const chosen = offer?.modelSlug ? models.find((m) => m.slug === offer.modelSlug && (!offer.manufacturerName || m.make === offer.manufacturerName)) : undefined;
  const makes = [...new Set(models.map((m) => m.make))];
  const days = offer ? offerDays(offer, zone) : { first: null, last: null };
  const bad = (f: string) => (field === f ? true : undefined);
  const here = offer ? `/console/offers/${offer.id}` : "/console/offers/new";
  return (
    <form action={saveOfferAction} className={`${styles.card} ${styles.form}`} data-testid="offer-form">
      <input type="hidden" name="offer_id" value={offer?.id ?? ""} />
      <input type="hidden" name="back" value={here} />
      <label htmlFor="offer-name">Name</label>
      <input id="offer-name" name="name" required maxLength={OFFER_NAME_MAX} defaultValue={offer?.name ?? ""} className={styles.input} aria-invalid={bad("name")} placeholder="Spring sale: 5 years free servicing" />
      <label htmlFor="offer-dealership">For</label>
      <select id="offer-dealership" name="dealership" defaultValue={offer ? (offer.dealershipId === null ? "site" : String(offer.dealershipId)) : dealerships[0] ? String(dealerships[0].id) : "site"} className={styles.input} aria-invalid={bad("dealership")}>
        {siteWide ? <option value="site">Every dealership</option> : null}
        {dealerships.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      <label htmlFor="offer-model">The model it is for (optional)</label>
      <select id="offer-model" name="model" defaultValue={chosen ? String(chosen.id) : ""} className={styles.input} aria-invalid={bad("model")} aria-describedby="offer-model-help">
        <option value="">No one model</option>
        {makes.map((make) => (
          <optgroup key={make} label={make}>
            {models
              .filter((m) => m.make === make)
              .map((m) => (
                <option key={m.id} value={m.id}>
                  {make} {m.name}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      <p id="offer-model-help" className={styles.muted}>
        The model&rsquo;s page lists the offer, the offer links to that model in stock, and without a picture of its own it shows the model&rsquo;s.
      </p>
      <label htmlFor="offer-starts">First day (optional)</label>
      <input id="offer-starts" name="starts" type="date" defaultValue={days.first ?? ""} className={styles.input} aria-invalid={bad("starts")} aria-describedby="offer-dates-help" />
      <label htmlFor="offer-expires">Last day (optional)</label>
      <input id="offer-expires" name="expires" type="date" defaultValue={days.last ?? ""} className={styles.input} aria-invalid={bad("expires")} aria-describedby="offer-dates-help" />
      <p id="offer-dates-help" className={styles.muted}>
        In the dealership&rsquo;s time ({zone}): from midnight on the first day to the end of the last. Leave a date empty for no limit.
      </p>
      <label htmlFor="offer-price">Price ($, optional)</label>
      <input id="offer-price" name="price" inputMode="numeric" defaultValue={offer?.price ?? ""} className={styles.input} aria-invalid={bad("price")} />
      <label htmlFor="offer-image">Picture address (optional)</label>
      <input id="offer-image" name="image_url" type="text" defaultValue={offer?.imageUrl ?? ""} className={styles.input} aria-invalid={bad("image_url")} placeholder="https://…" />
      <label htmlFor="offer-description">What the offer is</label>
      <textarea id="offer-description" name="description" rows={5} maxLength={OFFER_TEXT_MAX} defaultValue={offer?.description ?? ""} className={styles.input} aria-invalid={bad("description")} />
      <label htmlFor="offer-disclaimer">Terms and conditions</label>
      <textarea id="offer-disclaimer" name="disclaimer" rows={3} maxLength={OFFER_DISCLAIMER_MAX} defaultValue={offer?.disclaimer ?? ""} className={styles.input} aria-invalid={bad("disclaimer")} />
      <label>
        <input type="hidden" name="shown" value="0" />
        <input type="checkbox" name="shown" value="1" defaultChecked={offer ? !offer.excludedWebsiteIds.includes(siteId) : true} /> Show on the website
      </label>
      <button type="submit" className="btn btn-primary" data-testid="offer-save">
        {offer ? "Save offer" : "Create offer"}
      </button>
    </form>
  );
}
