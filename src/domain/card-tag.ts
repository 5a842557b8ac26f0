/**
 * The tag badge on a car card and the card's action switches (spec §4 "Tag badge on a car card",
 * §5 save rule, §4 "Reserving and enquiring"). Pure: the search API computes them for every hit and
 * the pages call the same functions, so a card looks the same wherever it is drawn.
 */
import type { SiteConfig } from "../site/config";
import type { PaymentProcessor } from "../db/types";
import { DAY_MS, isAvailable } from "./availability";

export type CardTagKind = "fuel" | "reserved" | "certified" | "custom" | "coming_soon" | "new_arrival" | "sold";

export interface CardTag {
  kind: CardTagKind;
  text: string;
  /** Only on custom tags: red, or green for "runout sale" on sites that ask for it. */
  colour?: "red" | "green";
}

export interface CardCar {
  status: string;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  simple_fuel: string | null;
  created_at: Date;
  car_type: string;
  price: number | null;
  photos_count: number;
  payment_processors: PaymentProcessor[];
}

/** The simplified fuel types that carry a fuel tag, as the tag writes them. */
const FUEL_TAGS: Record<string, string> = { electric: "Electric", hybrid: "Hybrid", phev: "PHEV", "plug-in hybrid": "PHEV" };

export type CardTagConfig = Pick<
  SiteConfig,
  "fuel_tag_enabled" | "runout_sale_green" | "just_arrived_days" | "just_arrived_tag_name" | "sold_tag_name"
>;

/** Words the card already says (its condition line): a badge never repeats them ("NEW NEW"). */
const CONDITION_WORDS = new Set(["new", "used", "demo"]);

/**
 * One badge per card, first match wins: the car's status (sold, reserved, COMING SOON), then the
 * fuel tag (if the site enables it), certified, the feed's custom tag, the new-arrival tag, none.
 * The spec's order put the fuel tag first, which hid COMING SOON and Reserved behind HYBRID; the
 * shopper-trust issue puts status first (docs/search.md, "Card badges").
 * No word twice: a custom tag that only names the car's condition (new, used, demo) is not shown,
 * as the card's condition line says it; the new-arrival tag defaults to "Just arrived", not "New".
 * New arrival: created at most just_arrived_days × 24 h before `now` (0 days turns it off).
 */
export function cardTag(car: CardCar, config: CardTagConfig, now: Date): CardTag | null {
  if (!isAvailable(car)) return { kind: "sold", text: config.sold_tag_name };
  if (car.reserved) return { kind: "reserved", text: "Reserved" };
  if (car.status === "coming_soon") return { kind: "coming_soon", text: "COMING SOON" };
  const fuel = car.simple_fuel ? FUEL_TAGS[car.simple_fuel.trim().toLowerCase()] : undefined;
  if (config.fuel_tag_enabled && fuel) return { kind: "fuel", text: fuel };
  if (car.certified) return { kind: "certified", text: "Certified" };
  const custom = car.tag?.trim();
  if (custom && !CONDITION_WORDS.has(custom.toLowerCase())) {
    const green = config.runout_sale_green && custom.toLowerCase() === "runout sale";
    return { kind: "custom", text: custom, colour: green ? "green" : "red" };
  }
  const ageMs = now.getTime() - car.created_at.getTime();
  if (config.just_arrived_days > 0 && ageMs <= config.just_arrived_days * DAY_MS) {
    return { kind: "new_arrival", text: config.just_arrived_tag_name };
  }
  return null;
}

export interface CardFlags {
  available: boolean;
  /** Save / Compare / Favourite toggles. */
  can_save: boolean;
  /** Enquire and test drive; otherwise the card offers Find Me Something Similar. */
  can_enquire: boolean;
  /** Reserve Now / Buy Online. */
  can_reserve: boolean;
}

export type CardFlagsConfig = Pick<SiteConfig, "save_rule" | "reserve_button" | "purchase_button">;

export function cardFlags(car: CardCar, config: CardFlagsConfig): CardFlags {
  const available = isAvailable(car);
  const can_save =
    available &&
    (config.save_rule === "available" || (car.car_type === "used" && car.price !== null && car.price > 0 && car.photos_count >= 1));
  const can_reserve =
    available &&
    !car.reserved &&
    config.reserve_button &&
    config.purchase_button !== "none" &&
    car.payment_processors.some((p) => p.reservable);
  return { available, can_save, can_enquire: available, can_reserve };
}

/** The `card` object of a search hit (docs/search.md). */
export function cardView(car: CardCar, config: CardTagConfig & CardFlagsConfig, now: Date): CardFlags & { tag: CardTag | null } {
  const flags = cardFlags(car, config);
  return { available: flags.available, tag: cardTag(car, config, now), can_save: flags.can_save, can_enquire: flags.can_enquire, can_reserve: flags.can_reserve };
}

/**
 * The certified-used tag shows the manufacturer's logo (search spec §4): the logo of the car's
 * dealership's manufacturer when the car is of that make (a certified pre-owned programme is the
 * franchise's own), else null and the tag keeps its text.
 */
export function certifiedLogo(
  car: { make: string | null; dealership_id: number | null },
  dealerships: ReadonlyArray<{ id: number; manufacturerName?: string | null; manufacturerLogoUrl?: string | null }>,
): { url: string; make: string } | null {
  const d = dealerships.find((x) => x.id === car.dealership_id);
  if (!d?.manufacturerLogoUrl || !d.manufacturerName || !car.make) return null;
  if (d.manufacturerName.trim().toLowerCase() !== car.make.trim().toLowerCase()) return null;
  return { url: d.manufacturerLogoUrl, make: d.manufacturerName };
}
