import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/web/console-session";
import { contactOfLocation, findEditableLocation, listDetailsVersions, listHoursVersions } from "@/staff/location-hours";
import { AU_STATES, CONTACT_FIELDS, CONTACT_LABELS } from "@/domain/location-contact";
import { WEEKDAY_NAMES } from "@/domain/opening-hours";
import { dealershipTimeZones } from "@/web/admin-leads";
import { Outcome } from "../../Outcome";
import { VersionHistory } from "../../VersionHistory";
import { saveContactAction, saveHoursAction, undoContactAction, undoHoursAction } from "../../actions";
import styles from "../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Location", robots: { index: false, follow: false } };

/** Monday first, as dealers read a week. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];
/** Empty rows for new special days below the ones already set. */
const NEW_ROWS = 3;

/** One location's week and special days: edit, save, undo. Plain forms: no script needed. */
export default async function LocationHours({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const { id } = await params;
  const query = await searchParams;
  const here = `/console/locations/${id.replace(/\D/g, "")}`;
  const { db, site, member } = await requireStaff(here, "hours:edit");
  const loc = /^\d{1,9}$/.test(id) ? await findEditableLocation(db, site, member, Number(id)) : null;
  if (!loc) notFound();
  const [versions, contactVersions, zones] = await Promise.all([listHoursVersions(db, site, loc.id), listDetailsVersions(db, site, loc.id), dealershipTimeZones(db, site)]);
  const contact = contactOfLocation(loc);
  const zone = zones.zoneOf(loc.dealershipId);
  const byDay = new Map(loc.openingHours.map((h) => [h.weekday, h]));
  const specials = [...loc.specialHours, ...Array.from({ length: NEW_ROWS }, () => null)];
  const bad = (field: string) => (query.field === field ? true : undefined);
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/locations">← Opening hours</Link>
      </p>
      <h1 className={styles.title}>{loc.name}</h1>
      <p className={styles.lede}>
        Times are the location&rsquo;s own ({zone}). A special day replaces the week on its date.{" "}
        {loc.visible ? (
          <a href={`/locations/${loc.slug}`} data-testid="location-on-site">
            See it on the website
          </a>
        ) : (
          "This location is not shown on the website."
        )}
      </p>
      <Outcome done={query.done} error={query.error} field={query.field} />
      <form action={saveContactAction} className={`${styles.card} ${styles.form}`} data-testid="contact-form" style={{ marginBottom: "1rem" }}>
        <h2 className={styles.legend}>Name, address and phones</h2>
        <p className={styles.muted}>The main phone is the number the website&rsquo;s call buttons dial for this location; the others are used where the site sends new, used or demo enquiries to their own line. A new postcode moves the map pin to it.</p>
        <input type="hidden" name="location_id" value={loc.id} />
        <input type="hidden" name="back" value={here} />
        <label htmlFor="details-name">Name</label>
        <input id="details-name" name="name" required maxLength={120} defaultValue={loc.name} className={styles.input} aria-invalid={bad("name")} />
        <label htmlFor="details-street">Street address (optional)</label>
        <input id="details-street" name="street" maxLength={200} defaultValue={loc.street ?? ""} autoComplete="off" className={styles.input} aria-invalid={bad("street")} />
        <div className={styles.row}>
          <div>
            <label htmlFor="details-city">Suburb or town</label>
            <input id="details-city" name="city" maxLength={80} defaultValue={loc.city ?? ""} className={styles.input} aria-invalid={bad("city")} />
          </div>
          <div>
            <label htmlFor="details-state">State</label>
            {/* Sized by its longest choice, a select leaves that choice no room beside Chromium's own arrow (a state's letters were cut by a fraction of a pixel at 390 px). */}
            <select id="details-state" name="state" defaultValue={loc.state ?? ""} className={styles.input} style={{ minWidth: "6rem" }} aria-invalid={bad("state")}>
              <option value="">—</option>
              {AU_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="details-postcode">Postcode</label>
            <input id="details-postcode" name="postcode" inputMode="numeric" maxLength={4} defaultValue={loc.postcode ?? ""} className={styles.input} aria-invalid={bad("postcode")} />
          </div>
        </div>
        <label htmlFor="details-licence">Dealer licence number (optional)</label>
        <input id="details-licence" name="dealer_license_number" maxLength={60} defaultValue={loc.dealerLicenseNumber ?? ""} className={styles.input} aria-invalid={bad("dealer_license_number")} />
        {CONTACT_FIELDS.map((f) => (
          <div key={f}>
            <label htmlFor={`contact-${f}`}>
              {CONTACT_LABELS[f]}
              {f === "phone" ? "" : " (optional)"}
            </label>
            <input
              id={`contact-${f}`}
              name={f}
              type={f === "email" ? "email" : "tel"}
              autoComplete="off"
              required={f === "phone"}
              maxLength={f === "email" ? 254 : 30}
              defaultValue={contact[f] ?? ""}
              className={styles.input}
              aria-invalid={bad(f)}
            />
          </div>
        ))}
        <button type="submit" className="btn btn-primary" data-testid="contact-save">
          Save details
        </button>
      </form>
      <h2>Opening hours</h2>
      <form action={saveHoursAction} data-testid="hours-form">
        <input type="hidden" name="location_id" value={loc.id} />
        <input type="hidden" name="back" value={here} />
        <fieldset className={styles.card}>
          <legend className={styles.legend}>Every week</legend>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Day</th>
                  <th scope="col">Open?</th>
                  <th scope="col">Opens</th>
                  <th scope="col">Closes</th>
                </tr>
              </thead>
              <tbody>
                {ORDER.map((d) => {
                  const h = byDay.get(d);
                  const day = WEEKDAY_NAMES[d]!;
                  return (
                    <tr key={d} data-testid="hours-day" data-weekday={d}>
                      <th scope="row">{day}</th>
                      <td>
                        <select name={`status_${d}`} defaultValue={h?.status ?? "Closed"} aria-label={`${day}: open or closed`} className={styles.input} aria-invalid={bad(`status_${d}`)}>
                          <option value="Open">Open</option>
                          <option value="Closed">Closed</option>
                        </select>
                      </td>
                      <td>
                        <input type="time" name={`open_${d}`} defaultValue={h?.open ?? ""} aria-label={`${day} opens`} className={styles.input} aria-invalid={bad(`open_${d}`)} />
                      </td>
                      <td>
                        <input type="time" name={`close_${d}`} defaultValue={h?.close ?? ""} aria-label={`${day} closes`} className={styles.input} aria-invalid={bad(`close_${d}`)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </fieldset>
        <fieldset className={styles.card} style={{ marginTop: "1rem" }}>
          <legend className={styles.legend}>Special days</legend>
          <p className={styles.muted} style={{ marginTop: 0 }}>
            Public holidays and one-off days. Clear a date to remove its row.
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Name</th>
                  <th scope="col">Open?</th>
                  <th scope="col">Opens</th>
                  <th scope="col">Closes</th>
                </tr>
              </thead>
              <tbody>
                {specials.map((s, i) => {
                  const n = `Special day ${i + 1}`;
                  return (
                    <tr key={i} data-testid="special-day">
                      <td>
                        <input type="date" name={`special_date_${i}`} defaultValue={s?.date ?? ""} aria-label={`${n} date`} className={styles.input} aria-invalid={bad(`special_date_${i}`)} />
                      </td>
                      <td>
                        <input type="text" name={`special_name_${i}`} defaultValue={s?.name ?? ""} maxLength={60} aria-label={`${n} name`} placeholder="Boxing Day" className={styles.input} aria-invalid={bad(`special_name_${i}`)} />
                      </td>
                      <td>
                        <select name={`special_status_${i}`} defaultValue={s?.status ?? "Closed"} aria-label={`${n}: open or closed`} className={styles.input} aria-invalid={bad(`special_status_${i}`)}>
                          <option value="Open">Open</option>
                          <option value="Closed">Closed</option>
                        </select>
                      </td>
                      <td>
                        <input type="time" name={`special_start_${i}`} defaultValue={s?.start_hour ?? ""} aria-label={`${n} opens`} className={styles.input} aria-invalid={bad(`special_start_${i}`)} />
                      </td>
                      <td>
                        <input type="time" name={`special_end_${i}`} defaultValue={s?.end_hour ?? ""} aria-label={`${n} closes`} className={styles.input} aria-invalid={bad(`special_end_${i}`)} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </fieldset>
        <div className={styles.stickyBar}>
          <button type="submit" className="btn btn-primary" data-testid="hours-save">
            Save hours
          </button>
        </div>
      </form>
      <VersionHistory
        heading="Saved versions"
        versions={versions}
        zone={zone}
        current="on the website now"
        empty="The hours come from the site file; nothing has been saved here yet."
        testId="hours-history"
        undo={{ action: undoHoursAction, fields: { location_id: loc.id, back: here }, label: "Undo: put the previous hours back", testId: "hours-undo" }}
      />
      <VersionHistory
        heading="Saved details"
        versions={contactVersions}
        zone={zone}
        current="on the website now"
        empty="The details come from the site file; nothing has been saved here yet."
        testId="contact-history"
        undo={{ action: undoContactAction, fields: { location_id: loc.id, back: here }, label: "Undo: put the previous details back", testId: "contact-undo" }}
      />
    </div>
  );
}
