/**
 * One dealer location: address, click-to-call phone, email, today's hours and a map link. The
 * `full` variant (contact and location pages) adds the weekly hours table.
 */
import Link from "next/link";
import type { PublicLocation } from "../../site/locations";
import { formatAddress, mapUrl } from "../../domain/address";
import { formatPhone, phoneHref } from "../../domain/phone";
import { hoursOnDate, localDate, timeZoneForState } from "../../domain/opening-hours";
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from "../icons";
import { HoursTable } from "./HoursTable";
import styles from "./content.module.css";
import { capitalise } from "../../domain/capitalise";

export function locationToday(loc: PublicLocation, now: Date) {
  const date = localDate(now, timeZoneForState(loc.state));
  return { date, hours: hoursOnDate(loc, date) };
}

export function LocationCard({ loc, now, full = false, headingLevel = 3 }: { loc: PublicLocation; now: Date; full?: boolean; headingLevel?: 2 | 3 }) {
  const { date, hours } = locationToday(loc, now);
  const phone = loc.phone ?? loc.landlinePhone;
  const tel = phoneHref(phone);
  const map = mapUrl(loc);
  const address = formatAddress(loc);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={`${styles.locationCard} ${full ? styles.locationCardFull : ""}`} aria-labelledby={`loc-${loc.id}`}>
      <header className={styles.locationHead}>
        <Heading id={`loc-${loc.id}`} className={styles.locationName}>
          {full ? loc.name : (
            <Link href={`/locations/${loc.slug}`} prefetch={false}>
              {loc.name}
            </Link>
          )}
        </Heading>
        {loc.name !== loc.dealershipName ? <p className={styles.locationDealer}>{loc.dealershipName}</p> : null}
        {loc.locationType && loc.locationType !== "sales" ? <span className={styles.typeBadge}>{capitalise(loc.locationType)}</span> : null}
      </header>
      <ul className={styles.facts}>
        {address ? (
          <li>
            <PinIcon size={18} />
            <address>{address}</address>
          </li>
        ) : null}
        {hours ? (
          <li>
            <ClockIcon size={18} />
            <span>
              <span className={hours.closed ? styles.statusClosed : styles.statusOpen}>{hours.closed ? "Closed today" : "Open today"}</span>
              {hours.closed ? "" : ` ${hours.text}`}
              {hours.special ? <span className="muted"> ({hours.special})</span> : null}
            </span>
          </li>
        ) : null}
        {loc.email ? (
          <li>
            <MailIcon size={18} />
            <a href={`mailto:${loc.email}`}>
              <EmailText email={loc.email} />
            </a>
          </li>
        ) : null}
      </ul>
      <div className={styles.locationActions}>
        {tel ? (
          <a href={tel} className="btn btn-primary">
            <PhoneIcon size={18} />
            {formatPhone(phone)}
          </a>
        ) : null}
        {map ? (
          <a href={map} className="btn btn-light" target="_blank" rel="noopener noreferrer">
            <PinIcon size={18} />
            Directions<span className="visually-hidden"> to {loc.name} (opens Google Maps in a new tab)</span>
          </a>
        ) : null}
        {!full ? (
          <Link href={`/locations/${loc.slug}`} className={styles.textLink} prefetch={false}>
            Hours &amp; details<span className="visually-hidden"> for {loc.name}</span>
          </Link>
        ) : null}
      </div>
      {full ? (
        <div className={styles.locationHours}>
          <h3 className={styles.subheading}>Opening hours</h3>
          <HoursTable hours={loc.openingHours} specialHours={loc.specialHours} today={date} caption={`Opening hours of ${loc.name}`} />
          {loc.dealerLicenseNumber ? <p className={`muted ${styles.licence}`}>Dealer licence {loc.dealerLicenseNumber}{loc.motorVehicleRepairer ? ` · MVR ${loc.motorVehicleRepairer}` : ""}</p> : null}
        </div>
      ) : null}
    </article>
  );
}

/** An address that may wrap only after its "@" (long dealer domains otherwise break mid-word). */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf("@");
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
