/**
 * A location's details as a manager edits them in the console (issue 20, point 5: locations): its
 * name, street address, dealer licence, phone numbers and e-mail. Shoppers call these numbers from
 * every page, so a number is taken only when it is one an Australian phone can dial: a 10-digit
 * 0-number (with or without +61), a 1300/1800 number or a 13 number — anything else would print as
 * typed and dial nowhere. The address's state must be the postcode's (the caller looks the postcode
 * up; the map pin moves to it).
 */
import { nationalDigits } from "./phone";

export const CONTACT_FIELDS = ["phone", "landline_phone", "phone_new", "phone_used", "phone_demo", "email"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type LocationContact = Record<ContactField, string | null>;

export const CONTACT_LABELS: Record<ContactField, string> = {
  phone: "Main phone",
  landline_phone: "Landline",
  phone_new: "Phone for new cars",
  phone_used: "Phone for used cars",
  phone_demo: "Phone for demo cars",
  email: "E-mail",
};

/** Can an Australian phone dial it: a 0-number of 10 digits, 1300/1800 + 6, or 13 + 4. */
export function isDiallableNumber(raw: string): boolean {
  const digits = nationalDigits(raw);
  return digits !== null && /^(0\d{9}|1[38]00\d{6}|13\d{4})$/.test(digits);
}

type Problem = { field: string; message: string };

/** Read the contact form; an empty field is "none". The main phone is required. */
export function readContactForm(form: Record<string, string | undefined>): { ok: true; contact: LocationContact } | { ok: false; errors: Problem[] } {
  const errors: Problem[] = [];
  const contact = {} as LocationContact;
  for (const field of CONTACT_FIELDS) {
    const value = (form[field] ?? "").trim();
    contact[field] = value || null;
    if (!value) continue;
    if (field === "email") {
      if (value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) errors.push({ field, message: "Give an e-mail address like sales@dealer.com.au" });
    } else if (value.length > 30 || !isDiallableNumber(value)) {
      errors.push({ field, message: `${CONTACT_LABELS[field]}: give a number a phone can dial, like 07 5550 0100, 1300 123 456 or 13 12 34` });
    }
  }
  if (!contact.phone) errors.push({ field: "phone", message: "The main phone is the number every page shows; it cannot be empty" });
  return errors.length ? { ok: false, errors } : { ok: true, contact };
}

export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

export interface LocationAddress {
  name: string;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  dealer_license_number: string | null;
}

/** Read the name, address and licence part of the form; `stateOfPostcode` is the geocoder's answer (null: unknown postcode). */
export function readAddressForm(form: Record<string, string | undefined>, stateOfPostcode: string | null | undefined): { ok: true; address: LocationAddress } | { ok: false; errors: Problem[] } {
  const errors: Problem[] = [];
  const text = (k: string) => (form[k] ?? "").trim();
  const name = text("name");
  if (!name) errors.push({ field: "name", message: "Give the location a name" });
  else if (name.length > 120) errors.push({ field: "name", message: "A name is at most 120 characters" });
  const street = text("street");
  if (street.length > 200) errors.push({ field: "street", message: "A street address is at most 200 characters" });
  const city = text("city");
  if (city.length > 80) errors.push({ field: "city", message: "A suburb or town is at most 80 characters" });
  const state = text("state").toUpperCase();
  if (state && !(AU_STATES as readonly string[]).includes(state)) errors.push({ field: "state", message: `Choose a state: ${AU_STATES.join(", ")}` });
  const postcode = text("postcode");
  if (postcode && !/^\d{4}$/.test(postcode)) errors.push({ field: "postcode", message: "A postcode is 4 digits, like 4000" });
  else if (postcode && stateOfPostcode === null) errors.push({ field: "postcode", message: `${postcode} is not an Australian postcode we know` });
  else if (postcode && (AU_STATES as readonly string[]).includes(state) && stateOfPostcode && stateOfPostcode !== state) errors.push({ field: "state", message: `Postcode ${postcode} is in ${stateOfPostcode}, not ${state}` });
  const licence = text("dealer_license_number");
  if (licence.length > 60) errors.push({ field: "dealer_license_number", message: "A licence number is at most 60 characters" });
  if (errors.length) return { ok: false, errors };
  return { ok: true, address: { name, street: street || null, city: city || null, state: state || null, postcode: postcode || null, dealer_license_number: licence || null } };
}
