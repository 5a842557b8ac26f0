"use server";
/**
 * The console's form actions. Each one finds the signed-in member of this host's site
 * (src/web/console-session.ts) and calls a data function that checks the role and writes the
 * audit row (src/staff/*); a field's problem comes back to the page, naming the field.
 */
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { safeReturnPath } from "@/domain/return-path";
import { AppError } from "@/platform/errors";
import { requestClient } from "@/platform/request-client";
import { browserOrigin } from "@/web/page-meta";
import { getPageSite } from "@/web/site-context";
import { consoleMail, currentStaff, requireStaff, setStaffCookie, showDemoLinks } from "@/web/console-session";
import { consumeStaffLink, requestStaffSignInLink, sendStaffLink } from "@/staff/sign-in-links";
import { revokeStaffSession, startStaffSession, STAFF_COOKIE } from "@/staff/sessions";
import { createStaffMember, disableStaffMember } from "@/staff/accounts";
import { removePasskey } from "@/staff/passkeys";
import { assignConsoleLead, moveConsoleLead, noteConsoleLead, remindConsoleLead, resendConsoleDelivery } from "@/staff/console-leads";
import { dealershipTimeZones } from "@/web/admin-leads";
import { editConsoleCar } from "@/staff/console-stock";
import { addRoutingRule, removeRoutingRule } from "@/staff/lead-routing";
import { saveLocationDetails, saveLocationHours, undoLocationDetails, undoLocationHours } from "@/staff/location-hours";
import { endConsoleOffer, removeConsoleOffer, saveConsoleOffer, undoConsoleOffer } from "@/staff/console-offers";
import { removeConsolePromo, saveConsolePromo, undoConsolePromo } from "@/staff/console-promos";
import { arrangeCarPhotos } from "@/staff/console-photos";
import { objectStoreFromEnv } from "@/storage/object-store";
import { saveFeedMappingFromConsole } from "@/staff/console-import";
import { publishTheme, undoTheme } from "@/staff/site-theme";
import { publishFeatures, undoFeatures } from "@/staff/site-features";
import { publishHome, undoHome } from "@/staff/site-home";
import { publishMenus, undoMenus } from "@/staff/site-menus";
import { CONTACT_FIELDS } from "@/domain/location-contact";
import { removeConsolePage, saveConsolePage, undoConsolePage } from "@/staff/site-pages";
import { MENU_LINK_ROWS } from "@/site/menu-editor";
import { loadSiteChrome } from "@/site/chrome";
import { featureToggles } from "@/site/feature-toggles";
import { actOnConsoleReservation } from "@/staff/console-reservations";
import { dealerReservationActionFromForm } from "@/reservations/lifecycle";
import { paymentProviderFor } from "@/payments/from-env";
import { CONSOLE_CAR_FIELDS } from "@/domain/console-edits";
import { notifyLeadStored } from "@/leads/delivery/wake";

const consolePath = async (raw: unknown, fallback: string) => safeReturnPath(raw, fallback, { under: "/console", origin: await browserOrigin() });

/** Back to the page the form was on, with its outcome (`done`, or `error` and the `field` it names). */
async function backWith(form: FormData, fallback: string, outcome: Record<string, string>): Promise<never> {
  const url = new URL(await consolePath(form.get("back"), fallback), "http://x");
  for (const k of ["done", "error", "field"]) url.searchParams.delete(k);
  for (const [k, v] of Object.entries(outcome)) url.searchParams.set(k, v);
  revalidatePath(url.pathname);
  redirect(`${url.pathname}${url.search}${typeof form.get("anchor") === "string" ? `#${form.get("anchor")}` : ""}`);
}

/** An AppError (bad field, not allowed, not found) as the page's message; anything else is thrown on. */
function problemOutcome(err: unknown): Record<string, string> {
  if (!(err instanceof AppError)) throw err;
  const first = err.errors[0];
  return first ? { error: first.message, field: first.field } : { error: err.message };
}

/**
 * Run a change that opens another page afterwards (a new item's own page, or the list after a
 * removal): an AppError goes back to `here` with its message; on success the site's cached pages are
 * made anew when the change shows there, and the browser goes to `next(result)`.
 */
async function changeThenGo<T>(form: FormData, here: string, change: () => Promise<T>, next: (result: T) => string, shownOnSite = true): Promise<void> {
  let result: T;
  try {
    result = await change();
  } catch (err) {
    return backWith(form, here, problemOutcome(err));
  }
  if (shownOnSite) revalidatePath("/", "layout");
  redirect(next(result));
}

/** Run a change; an AppError becomes the page's message (problemOutcome). */
async function attempt(form: FormData, fallback: string, change: () => Promise<unknown>, doneText: string): Promise<never> {
  let outcome: Record<string, string>;
  try {
    await change();
    outcome = { done: doneText };
  } catch (err) {
    outcome = problemOutcome(err);
  }
  return backWith(form, fallback, outcome);
}

/**
 * The named fields of a form, each as its last value: a tick box sends its hidden "0" first and
 * "1" after it when ticked, so the last value is the box's state. Fields not sent are left out.
 */
function lastValues(form: FormData, names: Iterable<string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const all = form.getAll(name);
    if (all.length) out[name] = String(all[all.length - 1]);
  }
  return out;
}

export async function consoleSignOutAction(): Promise<void> {
  const staff = await currentStaff();
  if (staff) await revokeStaffSession(staff.db, staff.site, staff.member, staff.sessionHash);
  (await cookies()).delete(STAFF_COOKIE);
  redirect("/console/sign-in");
}

export interface LinkFormState {
  error: string | null;
  sent: boolean;
  demoLink: string | null;
  email: string;
}

export async function requestLinkAction(_prev: LinkFormState, form: FormData): Promise<LinkFormState> {
  const { db, site } = await getPageSite();
  const { mail, from, caughtLocally } = await consoleMail(db);
  const result = await requestStaffSignInLink(db, site, form.get("email"), { clientIp: requestClient(await headers()).ip, origin: await browserOrigin(), mail, from });
  const email = String(form.get("email") ?? "").slice(0, 254);
  if (!result.ok) return { error: result.message, sent: false, demoLink: null, email };
  return { error: null, sent: true, demoLink: showDemoLinks(caughtLocally) ? result.sentLink : null, email };
}

export async function signInWithLinkAction(form: FormData): Promise<void> {
  const { db, site } = await getPageSite();
  const member = await consumeStaffLink(db, site, form.get("token"));
  if (!member) redirect("/console/sign-in?expired=1");
  const session = await startStaffSession(db, site, member, "link", (await headers()).get("user-agent"));
  await setStaffCookie(session.cookie);
  redirect(member.lastSignInAt ? await consolePath(form.get("next"), "/console/leads") : "/console/account?welcome=1");
}

export interface InviteFormState {
  error: string | null;
  field: string | null;
  done: string | null;
  demoLink: string | null;
  /** What was typed, kept on an error (React resets a form after its action). */
  values: { name: string; email: string; role: string; dealership: string };
}

export async function inviteStaffAction(_prev: InviteFormState, form: FormData): Promise<InviteFormState> {
  const staff = await requireStaff("/console/staff", "staff:invite");
  const values = { name: String(form.get("name") ?? ""), email: String(form.get("email") ?? ""), role: String(form.get("role") ?? ""), dealership: String(form.get("dealership") ?? "") };
  try {
    const member = await createStaffMember(staff.db, staff.site, { kind: "staff", member: staff.member }, { email: form.get("email"), name: form.get("name"), role: form.get("role"), dealership: form.get("dealership") || null });
    const { mail, from, caughtLocally } = await consoleMail(staff.db);
    const link = await sendStaffLink(staff.db, staff.site, member, "invite", { origin: await browserOrigin(), from, mail });
    const demoLink = showDemoLinks(caughtLocally) ? link : null;
    revalidatePath("/console/staff");
    return { error: null, field: null, done: `${member.name} is invited: the e-mail is on its way to ${member.email}.`, demoLink, values: { ...values, name: "", email: "" } };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const first = err.errors[0];
    return { error: first?.message ?? err.message, field: first?.field ?? null, done: null, demoLink: null, values };
  }
}

export async function disableStaffAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/staff", "staff:disable");
  const id = Number(form.get("staff_id"));
  const done = await disableStaffMember(staff.db, staff.site, { kind: "staff", member: staff.member }, id);
  return backWith(form, "/console/staff", done ? { done: "The account is disabled and signed out everywhere." } : { error: "You cannot disable that account." });
}

export async function revokeSessionAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/account");
  const id = String(form.get("session") ?? "");
  const ended = await revokeStaffSession(staff.db, staff.site, staff.member, id);
  if (ended && id === staff.sessionHash) {
    (await cookies()).delete(STAFF_COOKIE);
    redirect("/console/sign-in");
  }
  return backWith(form, "/console/account", ended ? { done: "That session is signed out." } : { error: "That session had already ended." });
}

export async function removePasskeyAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/account");
  const gone = await removePasskey(staff.db, staff.site, staff.member, String(form.get("passkey") ?? ""));
  return backWith(form, "/console/account", gone ? { done: "The passkey is removed." } : { error: "No such passkey." });
}

const leadId = (form: FormData) => String(form.get("lead_id") ?? "");

export async function leadStageAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads", "leads:work");
  return attempt(form, "/console/leads", () => moveConsoleLead(staff.db, staff.site, staff.member, leadId(form), form.get("status"), form.get("lost_reason")), "Stage saved.");
}

export async function leadNoteAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads", "leads:work");
  return attempt(form, "/console/leads", () => noteConsoleLead(staff.db, staff.site, staff.member, leadId(form), form.get("note")), "Note added.");
}

export async function leadReminderAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads", "leads:work");
  const id = leadId(form);
  // The reminder is typed in the lead's dealership's time zone, worked out here, not taken from the form.
  const zones = await dealershipTimeZones(staff.db, staff.site);
  const local = form.get("remind_at");
  return attempt(form, "/console/leads", () => remindConsoleLead(staff.db, staff.site, staff.member, id, { local, note: form.get("remind_note"), zoneOf: zones.zoneOf }), local ? "Reminder set." : "Reminder cleared.");
}

export async function leadAssignAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads", "leads:assign");
  const raw = String(form.get("assignee") ?? "");
  return attempt(form, "/console/leads", () => assignConsoleLead(staff.db, staff.site, staff.member, leadId(form), raw === "" ? null : Number(raw)), raw === "" ? "Lead unassigned." : "Lead assigned.");
}

export async function leadResendAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads", "leads:work");
  return attempt(
    form,
    "/console/leads",
    async () => {
      await resendConsoleDelivery(staff.db, staff.site, staff.member, Number(form.get("delivery_id")));
      notifyLeadStored();
    },
    "Delivery queued again.",
  );
}

export async function addRoutingRuleAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads/routing", "leads:assign");
  const value = (k: string) => (typeof form.get(k) === "string" ? String(form.get(k)) : undefined);
  return attempt(
    form,
    "/console/leads/routing",
    () => addRoutingRule(staff.db, staff.site, staff.member, { dealershipId: value("dealership"), staffId: value("staff"), form: value("form"), carType: value("carType"), assign: value("assign"), notify: value("notify") }),
    "Rule added: new leads follow it from now on.",
  );
}

export async function removeRoutingRuleAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/leads/routing", "leads:assign");
  return attempt(form, "/console/leads/routing", () => removeRoutingRule(staff.db, staff.site, staff.member, Number(form.get("rule_id"))), "Rule removed.");
}

export async function saveHoursAction(form: FormData): Promise<void> {
  const id = Number(form.get("location_id"));
  const staff = await requireStaff(`/console/locations/${id}`, "hours:edit");
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && /^(status|open|close)_\d$|^special_(date|name|status|start|end)_\d{1,3}$/.test(k)) fields[k] = v;
  return attempt(
    form,
    `/console/locations/${id}`,
    async () => {
      await saveLocationHours(staff.db, staff.site, staff.member, id, fields);
      revalidatePath("/", "layout");
    },
    "Saved: the website shows these hours now.",
  );
}

export async function undoHoursAction(form: FormData): Promise<void> {
  const id = Number(form.get("location_id"));
  const staff = await requireStaff(`/console/locations/${id}`, "hours:edit");
  return attempt(
    form,
    `/console/locations/${id}`,
    async () => {
      await undoLocationHours(staff.db, staff.site, staff.member, id);
      revalidatePath("/", "layout");
    },
    "The previous hours are back on the website.",
  );
}

const OFFER_FIELDS = ["name", "description", "disclaimer", "price", "image_url", "starts", "expires", "dealership", "shown", "model"];

/** Create or change an offer; a new one opens its own page afterwards. */
export async function saveOfferAction(form: FormData): Promise<void> {
  const raw = String(form.get("offer_id") ?? "");
  const id = raw === "" ? null : Number(raw);
  const here = id === null ? "/console/offers/new" : `/console/offers/${id}`;
  const staff = await requireStaff(here, "offers:edit");
  const fields = lastValues(form, OFFER_FIELDS);
  const zones = await dealershipTimeZones(staff.db, staff.site);
  return changeThenGo(
    form,
    here,
    () => saveConsoleOffer(staff.db, staff.site, staff.member, id, { form: fields, zoneOf: zones.zoneOf }),
    (saved: { id: number }) => `/console/offers/${saved.id}?done=${encodeURIComponent(id === null ? "Offer created: the website shows it in its dates." : "Saved: the website shows it now.")}`,
  );
}

export async function endOfferAction(form: FormData): Promise<void> {
  const id = Number(form.get("offer_id"));
  const staff = await requireStaff(`/console/offers/${id}`, "offers:edit");
  return attempt(form, `/console/offers/${id}`, async () => {
    await endConsoleOffer(staff.db, staff.site, staff.member, id);
    revalidatePath("/", "layout");
  }, "Ended: the offer is off the website.");
}

export async function undoOfferAction(form: FormData): Promise<void> {
  const id = Number(form.get("offer_id"));
  const staff = await requireStaff(`/console/offers/${id}`, "offers:edit");
  return attempt(form, `/console/offers/${id}`, async () => {
    await undoConsoleOffer(staff.db, staff.site, staff.member, id);
    revalidatePath("/", "layout");
  }, "The previous version is back on the website.");
}

const PROMO_FIELDS = ["title", "body", "image_url", "link_url", "position", "starts", "expires", "display", "strict"];

/** Create or change a promo tile; a new one opens its own page afterwards. */
export async function savePromoAction(form: FormData): Promise<void> {
  const raw = String(form.get("promo_id") ?? "");
  const id = raw === "" ? null : Number(raw);
  const here = id === null ? "/console/site/promos/new" : `/console/site/promos/${id}`;
  const staff = await requireStaff(here, "site:edit");
  const fields = lastValues(form, PROMO_FIELDS);
  const zones = await dealershipTimeZones(staff.db, staff.site);
  return changeThenGo(
    form,
    here,
    () => saveConsolePromo(staff.db, staff.site, staff.member, id, fields, zones.fallback),
    (saved: { id: number }) => `/console/site/promos/${saved.id}?done=${encodeURIComponent(id === null ? "Tile created: search results show it in its dates." : "Saved: search results show it now.")}`,
    false,
  );
}

export async function undoPromoAction(form: FormData): Promise<void> {
  const id = Number(form.get("promo_id"));
  const staff = await requireStaff(`/console/site/promos/${id}`, "site:edit");
  return attempt(form, `/console/site/promos/${id}`, () => undoConsolePromo(staff.db, staff.site, staff.member, id), "The previous version is back in search results.");
}

export async function carEditAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/stock", "stock:edit");
  const fields = lastValues(form, CONSOLE_CAR_FIELDS);
  return attempt(form, "/console/stock", () => editConsoleCar(staff.db, staff.site, staff.member, Number(form.get("car_id")), fields), "Saved: the website shows it now.");
}

/** Move a car's photo earlier or later, make it the main photo, or remove it. */
export async function arrangePhotoAction(form: FormData): Promise<void> {
  const carId = Number(form.get("car_id"));
  const staff = await requireStaff(`/console/stock/${carId}/photos`, "stock:edit");
  const move = String(form.get("move") ?? "");
  const done = { earlier: "Moved earlier.", later: "Moved later.", first: "That is the main photo now.", remove: "Photo removed." }[move] ?? "Done.";
  return attempt(form, `/console/stock/${carId}/photos`, () => arrangeCarPhotos(staff.db, objectStoreFromEnv(), staff.site, staff.member, carId, move, Number(form.get("index")), String(form.get("url") ?? "")), done);
}

export async function saveMappingAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/stock/import", "stock:import");
  const name = String(form.get("name") ?? "").trim();
  return attempt(form, "/console/stock/import", () => saveFeedMappingFromConsole(staff.db, staff.site, staff.member, name, String(form.get("mapping") ?? "")), `Mapping "${name}" saved.`);
}

export interface ThemeFormState {
  error: string | null;
  field: string | null;
  done: string | null;
}

export async function publishThemeAction(_prev: ThemeFormState, form: FormData): Promise<ThemeFormState> {
  const staff = await requireStaff("/console/site", "site:edit");
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && !k.startsWith("$")) fields[k] = v;
  try {
    const { changed } = await publishTheme(staff.db, staff.site, staff.member, fields);
    revalidatePath("/", "layout");
    return { error: null, field: null, done: Object.keys(changed).length ? "Published: the website shows the new look now." : "Nothing changed." };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const first = err.errors[0];
    return { error: first?.message ?? err.message, field: first?.field ?? null, done: null };
  }
}

export async function undoThemeAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site", "site:edit");
  return attempt(form, "/console/site", () => undoTheme(staff.db, staff.site, staff.member), "The previous look is back on the website.");
}

/** Publish the site's feature toggles (each a tick box: see lastValues). */
export async function publishFeaturesAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site/features", "site:edit");
  const fields = lastValues(form, featureToggles().map((t) => t.key));
  return attempt(
    form,
    "/console/site/features",
    async () => {
      const { changed } = await publishFeatures(staff.db, staff.site, staff.member, fields);
      if (!Object.keys(changed).length) throw new AppError("invalid", "Nothing changed: every feature is as the website has it.");
      revalidatePath("/", "layout");
    },
    "Published: the website has these features now.",
  );
}

export async function undoFeaturesAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site/features", "site:edit");
  return attempt(
    form,
    "/console/site/features",
    async () => {
      await undoFeatures(staff.db, staff.site, staff.member);
      revalidatePath("/", "layout");
    },
    "The previous set of features is back on the website.",
  );
}

export async function publishHomeAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site/home", "site:edit");
  const fields: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string" && (/^tile[0-2]_\w+$/.test(k) || /^hero_(title|tagline|image_url)$/.test(k) || k === "standard" || k === "service_booking_url")) fields[k] = v;
  return attempt(
    form,
    "/console/site/home",
    async () => {
      const { changed } = await publishHome(staff.db, staff.site, staff.member, fields);
      if (!Object.keys(changed).length) throw new AppError("invalid", "Nothing changed: the home page is as the website has it.");
      revalidatePath("/", "layout");
    },
    "Published: the home page shows it now.",
  );
}

export async function undoHomeAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site/home", "site:edit");
  return attempt(
    form,
    "/console/site/home",
    async () => {
      await undoHome(staff.db, staff.site, staff.member);
      revalidatePath("/", "layout");
    },
    "The previous version is back on the website.",
  );
}

export async function reservationConsoleAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/reservations", "reservations:manage");
  const id = String(form.get("reservation_id") ?? "");
  const kind = String(form.get("action") ?? "");
  const act = dealerReservationActionFromForm(form);
  return attempt(
    form,
    "/console/reservations",
    async () => {
      if (!act) throw new AppError("invalid", "Unknown action", [{ field: "action", message: "Choose extend, convert or refund" }]);
      await actOnConsoleReservation(staff.db, staff.site, staff.member, id, act, paymentProviderFor(staff.db));
    },
    kind === "extend" ? "The hold is extended." : kind === "convert" ? "Converted to a sale: the car is marked sold." : "The deposit is refunded and the car is available again.",
  );
}

export async function publishMenusAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site/menus", "site:edit");
  const strings = (name: string) => form.getAll(name).map(String);
  const links = Array.from({ length: MENU_LINK_ROWS + 1 }, (_, i) => ({
    section: String(form.get(`link${i}_section`) ?? ""),
    label: String(form.get(`link${i}_label`) ?? ""),
    href: String(form.get(`link${i}_href`) ?? ""),
  }));
  const chrome = await loadSiteChrome(staff.db, staff.site);
  const facts = { dealerships: staff.site.dealerships, hasBlogPosts: chrome.hasBlogPosts, teamLocationSlug: chrome.locations.find((l) => l.team.length > 0)?.slug ?? null };
  return attempt(
    form,
    "/console/site/menus",
    async () => {
      const { changed } = await publishMenus(staff.db, staff.site, staff.member, { listed: strings("listed"), shown: strings("show"), links }, facts);
      if (!Object.keys(changed).length) throw new AppError("invalid", "Nothing changed: the menus are as the website has them.");
      revalidatePath("/", "layout");
    },
    "Published: the header and footer show these menus now.",
  );
}

export async function undoMenusAction(form: FormData): Promise<void> {
  const staff = await requireStaff("/console/site/menus", "site:edit");
  return attempt(
    form,
    "/console/site/menus",
    async () => {
      await undoMenus(staff.db, staff.site, staff.member);
      revalidatePath("/", "layout");
    },
    "The previous menus are back on the website.",
  );
}

const PAGE_FIELDS = ["title", "lead", "body", "visible", "slug", "standard"];

export async function savePageAction(form: FormData): Promise<void> {
  const raw = String(form.get("page_id") ?? "");
  const id = raw === "" ? null : Number(raw);
  const here = id === null ? "/console/site/pages/new" : `/console/site/pages/${id}`;
  const staff = await requireStaff(here, "site:edit");
  const fields = lastValues(form, PAGE_FIELDS);
  return changeThenGo(
    form,
    here,
    () => saveConsolePage(staff.db, staff.site, staff.member, id, fields),
    (saved) => `/console/site/pages/${saved.id}?done=${encodeURIComponent(`Saved: ${saved.path} shows it now.`)}`,
  );
}

export async function undoPageAction(form: FormData): Promise<void> {
  const id = Number(form.get("page_id"));
  const staff = await requireStaff(`/console/site/pages/${id}`, "site:edit");
  return attempt(form, `/console/site/pages/${id}`, () => undoConsolePage(staff.db, staff.site, staff.member, id), "The previous version is back on the website.");
}

export async function removePageAction(form: FormData): Promise<void> {
  const id = Number(form.get("page_id"));
  const staff = await requireStaff(`/console/site/pages/${id}`, "site:edit");
  return changeThenGo(
    form,
    `/console/site/pages/${id}`,
    () => removeConsolePage(staff.db, staff.site, staff.member, id),
    (removed: { path: string }) => `/console/site/pages?done=${encodeURIComponent(removed.path.startsWith("/pages/") ? `${removed.path} is gone from the website.` : `${removed.path} shows its standard text again.`)}`,
  );
}

const DETAIL_FIELDS = ["name", "street", "city", "state", "postcode", "dealer_license_number", ...CONTACT_FIELDS];

export async function saveContactAction(form: FormData): Promise<void> {
  const id = Number(form.get("location_id"));
  const staff = await requireStaff(`/console/locations/${id}`, "hours:edit");
  const fields = lastValues(form, DETAIL_FIELDS);
  return attempt(
    form,
    `/console/locations/${id}`,
    async () => {
      await saveLocationDetails(staff.db, staff.site, staff.member, id, fields);
      revalidatePath("/", "layout");
    },
    "Saved: the website shows these details now.",
  );
}

export async function undoContactAction(form: FormData): Promise<void> {
  const id = Number(form.get("location_id"));
  const staff = await requireStaff(`/console/locations/${id}`, "hours:edit");
  return attempt(
    form,
    `/console/locations/${id}`,
    async () => {
      await undoLocationDetails(staff.db, staff.site, staff.member, id);
      revalidatePath("/", "layout");
    },
    "The previous details are back on the website.",
  );
}

export async function removeOfferAction(form: FormData): Promise<void> {
  const id = Number(form.get("offer_id"));
  const staff = await requireStaff(`/console/offers/${id}`, "offers:edit");
  return changeThenGo(
    form,
    `/console/offers/${id}`,
    () => removeConsoleOffer(staff.db, staff.site, staff.member, id),
    (removed: { name: string }) => `/console/offers?done=${encodeURIComponent(`Removed: “${removed.name}” is gone from the website.`)}`,
  );
}

export async function removePromoAction(form: FormData): Promise<void> {
  const id = Number(form.get("promo_id"));
  const staff = await requireStaff(`/console/site/promos/${id}`, "site:edit");
  return changeThenGo(
    form,
    `/console/site/promos/${id}`,
    () => removeConsolePromo(staff.db, staff.site, staff.member, id),
    (removed: { title: string }) => `/console/site/promos?done=${encodeURIComponent(`Removed: “${removed.title}” is gone from search results.`)}`,
    false,
  );
}
