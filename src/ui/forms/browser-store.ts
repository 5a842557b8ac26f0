/**
 * What lead forms keep in the shopper's browser (spec section 3, user profile; section 4, form
 * submission): the shopper's details for the next form, the last enquiry (car and category), a
 * success marker for /success, and the pages visited and campaign parameters this visit
 * (lead_attributes). Storage can be unavailable (private mode, quota): every call fails soft.
 */
export const STORAGE_KEYS = {
  profile: "forecourt:profile",
  lastEnquiry: "forecourt:lastEnquiry",
  success: "forecourt:leadSuccess",
  visitedPages: "forecourt:visitedPages",
  linkedParams: "forecourt:linkedQueryParams",
} as const;

export interface ShopperProfile {
  name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  postcode?: string;
}

export interface LeadSuccessMarker {
  lead_id: string;
  /** The short reference the shopper can quote ("7K3M-9Q2X"); null from an older marker. */
  reference?: string | null;
  form: string;
  name: string | null;
  car: { id: number; name: string; slug: string } | null;
  category: string | null;
  dealership: string | null;
  at: string;
}

/** The stored text, or null when there is none or storage is blocked. */
function readText(storage: "local" | "session", key: string): string | null {
  try {
    return (storage === "local" ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

function read<T>(storage: "local" | "session", key: string): T | null {
  const raw = readText(storage, key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function write(storage: "local" | "session", key: string, value: unknown): void {
  try {
    const s = storage === "local" ? window.localStorage : window.sessionStorage;
    s.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the form still works, it just will not remember.
  }
}

export const readProfile = () => read<ShopperProfile>("local", STORAGE_KEYS.profile) ?? {};
export const saveProfile = (p: ShopperProfile) => write("local", STORAGE_KEYS.profile, p);
export const saveLastEnquiry = (v: { car: LeadSuccessMarker["car"]; category: string | null; form: string }) => write("local", STORAGE_KEYS.lastEnquiry, { ...v, at: new Date().toISOString() });
/**
 * The marker this tab saved last, also kept in memory: where storage is blocked (some private
 * modes), the form's move to /success happens without a reload, so /success still finds it.
 */
let tabSuccessMarker: LeadSuccessMarker | null = null;
export const saveSuccessMarker = (m: LeadSuccessMarker) => {
  tabSuccessMarker = m;
  write("local", STORAGE_KEYS.success, m);
};
export const readSuccessMarker = () => read<LeadSuccessMarker>("local", STORAGE_KEYS.success) ?? tabSuccessMarker;
/** What identifies the current marker, to tell when it changed: its stored text, or the tab's own. */
export const successMarkerVersion = (): string | LeadSuccessMarker | null => readText("local", STORAGE_KEYS.success) ?? tabSuccessMarker;

const MAX_PAGES = 50;
const TRACKED_PARAM = /^(utm_[a-z]+|gclid|fbclid|msclkid|ref|source)$/i;

/** Note this page (path + query) as visited, and keep the campaign parameters it arrived with. */
export function recordPageVisit(loc: Pick<Location, "pathname" | "search"> = window.location): void {
  const pages = read<string[]>("session", STORAGE_KEYS.visitedPages) ?? [];
  const here = `${loc.pathname}${loc.search}`.slice(0, 500);
  if (pages[pages.length - 1] !== here) write("session", STORAGE_KEYS.visitedPages, [...pages, here].slice(-MAX_PAGES));
  const params = new URLSearchParams(loc.search);
  const linked = read<Record<string, string>>("session", STORAGE_KEYS.linkedParams) ?? {};
  let changed = false;
  for (const [k, v] of params) {
    if (TRACKED_PARAM.test(k) && Object.keys(linked).length < 30 && linked[k] !== v) {
      linked[k] = v.slice(0, 500);
      changed = true;
    }
  }
  if (changed) write("session", STORAGE_KEYS.linkedParams, linked);
}

export function leadAttributes(): { visited_pages: string[]; linked_query_params: Record<string, string> } {
  return {
    visited_pages: (read<string[]>("session", STORAGE_KEYS.visitedPages) ?? []).slice(-MAX_PAGES),
    linked_query_params: read<Record<string, string>>("session", STORAGE_KEYS.linkedParams) ?? {},
  };
}
