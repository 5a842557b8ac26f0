/**
 * A location's phone numbers and e-mail as a manager edits them in the console (issue 20, point 5:
 * locations). Shoppers call these numbers from every page, so a number is taken only when it is one
 * an Australian phone can dial: a 10-digit 0-number (with or without +61), a 1300/1800 number or a
 * 13 number — anything else would print as typed and dial nowhere.
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
