/**
 * Per-site configuration: one typed defaults object, layered defaults → template → site overrides
 * and validated with zod. Every key is described here; `npm run docs:config` writes
 * docs/site-config.md from these descriptions (a test keeps it in step).
 */
import { isSafeLink, SAFE_LINK_MESSAGE } from "../platform/safe-link";
import { z } from "zod";
import { ValidationError } from "../platform/errors";

const d = <T extends z.ZodType>(schema: T, description: string) => schema.describe(description);

/** "https://host[:port]" exactly: it goes into a Content-Security-Policy header as it is. */
function isHttpsOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.origin === value;
  } catch {
    return false;
  }
}

export const SortOptionsSchema = z
  .object({
    relevance: d(z.boolean().default(true), "Offer the 'Most relevant' sort."),
    latest: d(z.boolean().default(true), "Offer the 'Latest' sort (newest listings first)."),
    price_desc: d(z.boolean().default(true), "Offer 'Highest price'."),
    price_asc: d(z.boolean().default(true), "Offer 'Lowest price'."),
    km_asc: d(z.boolean().default(false), "Offer 'Lowest kms' (off by default per the spec)."),
    subscription: d(z.boolean().default(false), "Offer sorting by subscription price (off by default)."),
  })
  .strict();

/** A link a site may configure: an http(s) URL or a path on the site, never javascript: or data:. */
const siteLink = () => z.string().refine(isSafeLink, SAFE_LINK_MESSAGE);

export const RoutesSchema = z
  .object({
    finance: d(siteLink().default("/finance"), "Finance page; the calculator's Enquire Now goes here when no car is given."),
    checkout: d(
      siteLink().default("/cars/{slug}/checkout"),
      "Reserve-a-car route; some sites use /cars/{slug}/buy-online. {slug} is the car slug.",
    ),
    online_purchase: d(siteLink().default("/checkout-journey?car_id={slug}"), "Online purchase route."),
    test_drive: d(siteLink().default("/book-test-drive"), "Test drive booking page."),
    service: d(siteLink().default("/service"), "Service page (the homepage banner links here unless a manufacturer service-booking URL is set)."),
    contact: d(siteLink().default("/contact"), "Contact page."),
    trade_in: d(siteLink().default("/trade-in"), "Generic trade-in page."),
    default_search: d(siteLink().default("/search/new-used-and-demo-cars"), "Default search path (Our Stock)."),
    special_offers: d(siteLink().default("/special-offers"), "Special offers page (Shopping Tools menu, home page and offer breadcrumbs)."),
    finance_pre_approval: d(siteLink().default("/finance-pre-approval"), "Finance pre-approval page (Shopping Tools menu)."),
    commitment: d(siteLink().default("/our-commitment"), "The dealer's commitment page (Ownership menu)."),
  })
  .strict();

export const DetailTabsSchema = z
  .object({
    dealer_comments: d(z.boolean().default(true), "Show the Dealer Comments tab."),
    whats_included: d(z.boolean().default(false), "Show the What's Included tab."),
    why_buy_from_us: d(z.boolean().default(true), "Show the Why Buy From Us? tab."),
    reserve_online: d(z.boolean().default(false), "Show the Reserve Online tab."),
    protect_your_car: d(z.boolean().default(false), "Show the Protect Your Car tab."),
  })
  .strict();

/**
 * Pages a site may offer beyond the standard ones (search-and-browsing §2's content routes and
 * vehicle-page-and-flows §2's signed-in areas). A page that is off answers 404 and no menu,
 * tile or button links to it.
 */
export const OptionalPagesSchema = z
  .object({
    teams: d(
      z.boolean().default(true),
      "Team pages, /teams/{location slug}, for each visible location whose site file lists a team; the Company menu links Our Team when one exists.",
    ),
    virtual_showroom: d(
      z.boolean().default(false),
      "/pages/virtual-showroom: video walkarounds from the site's video feed and a request for a live video tour (Shopping Tools menu).",
    ),
    diamond_advantage: d(
      z.boolean().default(false),
      "/diamond-advantage: the dealer's owner-benefits programme (Ownership menu).",
    ),
    buying: d(z.boolean().default(true), "/buying: how buying a car from the dealer works, step by step (Shopping Tools menu)."),
    parts_search: d(z.boolean().default(true), "/parts/search: find a part for your vehicle and send a parts enquiry (Ownership menu)."),
    spin_to_win: d(
      z.boolean().default(false),
      "/spin-to-win: a signed-in promotion (one spin per shopper, drawn on the server; the shopper claims the prize with a code through a pre-filled enquiry). Shopping Tools menu.",
    ),
  })
  .strict();

export const SpinPrizeSchema = z
  .object({
    label: z.string().trim().min(1).max(80),
    /** Relative chance; 0 keeps a prize on the wheel that is never drawn. */
    weight: z.number().int().min(0).max(1000),
  })
  .strict();

export const VideoFeedSchema = z
  .object({
    channel_id: d(z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, "Expected a YouTube channel id").nullable().default(null), "YouTube channel id."),
    playlist_id: d(z.string().trim().regex(/^[A-Za-z0-9_-]{1,64}$/, "Expected a YouTube playlist id").nullable().default(null), "YouTube playlist id (wins over the channel)."),
    max_results: d(z.number().int().min(1).max(50).default(8), "Videos shown in the carousel."),
  })
  .strict();

/**
 * A dealership's own settings (`dealerships[].config` in the site file): where one is set it wins
 * over the site's for that dealership's cars. Other keys are kept as they are (a group's own notes).
 */
export const DealershipConfigSchema = z
  .object({
    sold_cars_shown_days: d(z.number().int().min(0).max(365).optional(), "This dealership's sold cars stay listed this many days (the site's `sold_cars_shown_days` when not set)."),
    finance_estimate_enabled: d(z.boolean().optional(), "`false` hides the finance estimate on this dealership's cars even where the site shows it."),
    admin_email: d(z.string().email().optional(), "Who is told, by e-mail, when one of this dealership's leads could not be delivered (the site's `lead_alert_email` when not set)."),
  })
  .catchall(z.unknown());

/** One homepage call-to-action tile a site writes itself (src/domain/home-tiles.ts). */
export const HomeTileSchema = z
  .object({
    eyebrow: z.string().trim().max(40).nullish(),
    title: z.string().trim().min(1).max(80),
    text: z.string().trim().min(1).max(200),
    href: siteLink(),
    cta: z.string().trim().min(1).max(40),
    image_url: z.string().refine(isSafeLink, SAFE_LINK_MESSAGE).nullish(),
  })
  .strict();

/** The homepage banner (hero) in the dealer's own words and picture; each null keeps the standard one. */
export const HomeHeroSchema = z
  .object({
    title: d(z.string().trim().min(1).max(80).nullable().default(null), "The banner's heading; null: the site's name."),
    tagline: d(z.string().trim().min(1).max(240).nullable().default(null), "The line under it; null: the standard line made from the site's makes and places."),
    image_url: d(siteLink().nullable().default(null), "A picture behind the banner (https:// or a site path; wide, 1600 px or more); null: the theme's colours only."),
  })
  .strict();

/** The menu sections a site may add its own links to (src/site/menu.ts). */
export const MENU_LINK_SECTIONS = ["stock", "shopping", "ownership", "company"] as const;

/** A link a site adds to one of its menus (header and footer alike). */
export const MenuLinkSchema = z
  .object({
    section: z.enum(MENU_LINK_SECTIONS),
    label: z.string().trim().min(1).max(40),
    href: siteLink(),
  })
  .strict();

/**
 * The site's changes to the standard menus: links not shown, and links of its own. A link of its
 * own to a path on the site is shown only when the site serves that path (a standard menu page that
 * is on, one of its own /pages/, or a search), so no menu leads to a 404.
 */
export const MenusSchema = z
  .object({
    hidden: d(z.array(z.string().max(200)).max(60).default([]), "Addresses (hrefs) of standard menu links the header and footer do not show, e.g. \"/fleet\"."),
    links: d(
      z.array(MenuLinkSchema).max(20).default([]),
      "The site's own menu links, each { section: stock | shopping | ownership | company, label, href }; shown after the section's standard links.",
    ),
  })
  .strict();

export const SiteConfigSchema = z
  .object({
    // ── Search and listing ────────────────────────────────────────────────────────────────
    just_arrived_days: d(z.number().int().min(0).max(365).default(8), "Cars created within this many days get the new-arrival tag."),
    just_arrived_tag_name: d(
      z.string().min(1).max(30).default("Just arrived"),
      "Text of the new-arrival tag. Not \"New\": the card's condition line already says New, Used or Demo.",
    ),
    sold_tag_name: d(z.string().min(1).max(30).default("JUST SOLD"), "Tag shown on unavailable (sold) cars."),
    sold_cars_shown_days: d(z.number().int().min(0).max(365).default(3), "Sold cars stay listed this many days after sold_date_timestamp."),
    listing_preset: d(
      z.enum(["default", "hide_by_photos", "hide_by_status"]).default("default"),
      "Alternative listing rules: also hide cars with too few photos, or with the listed statuses.",
    ),
    listing_min_photos: d(z.number().int().min(0).max(100).default(1), "With listing_preset hide_by_photos: minimum photos_count to list a car."),
    listing_hidden_statuses: d(z.array(z.string()).default([]), "With listing_preset hide_by_status: statuses never listed."),
    certified_only: d(z.boolean().default(false), "List certified stock only; the certified facet then hides 'false'."),
    hits_per_page: d(z.number().int().min(1).max(100).default(21), "Results per page."),
    promo_slider: d(
      z
        .object({
          enabled: z.boolean().default(true),
          width: z.number().int().min(320).max(3840).default(1920),
          height: z.number().int().min(100).max(2160).default(540),
        })
        .strict()
        .prefault({}),
      "The homepage's promotion slider of the site's live promos: on or off, and its slide size in pixels (1920 × 540: the slide's shape on wide screens).",
    ),
    promo_tile_positions: d(z.array(z.number().int().min(1).max(100)).default([8, 17]), "Result positions (1-based) where promo tiles are inserted."),
    makes_shown: d(z.number().int().min(1).max(100).default(7), "Makes shown in the filter before 'Show all makes'."),
    popular_makes: d(z.array(z.string()).nullable().default(null), "When set, these makes are shown first and their count replaces makes_shown."),
    model_list_limit: d(z.number().int().min(1).max(200).default(30), "Models listed for a selected make."),
    city_filter_limit: d(z.number().int().min(1).max(200).default(20), "Cities listed in the city filter."),
    dealership_filter_limit: d(z.number().int().min(1).max(200).default(40), "Dealerships listed in the dealership filter."),
    default_city: d(z.string().nullable().default(null), "A city refinement applied to search routes by default."),
    sort_options: SortOptionsSchema.default(SortOptionsSchema.parse({})),
    fuel_tag_enabled: d(z.boolean().default(false), "Show the Electric / Hybrid / PHEV fuel tag on cards (first in the tag order)."),
    runout_sale_green: d(z.boolean().default(false), "Custom tag 'runout sale' shows green instead of red."),
    stock_count: d(z.number().int().min(0).nullable().default(null), "Configured stock count used when a count above 1999 is replaced."),
    save_rule: d(
      z.enum(["available", "used_priced_with_image"]).default("available"),
      "When Save/Compare/Favourite show: any available car, or only available used cars priced above 0 with an image.",
    ),
    watchlist_enabled: d(z.boolean().default(true), "Signed-in watchlist (garage) is available. It is the site's one way of keeping a car: Save on cards and car pages; the heart is not shown."),
    saved_searches_enabled: d(z.boolean().default(true), "A search with no results offers to save it: an e-mail when a new car matches, with an unsubscribe link."),
    favourites_storage: d(z.boolean().default(true), "Favourites (the heart) are kept in the browser's local storage; shown only on a site without the watchlist (one way of keeping a car per site)."),
    compare_enabled: d(z.boolean().default(true), "Show the Compare toggle on cards."),
    phone_reveal: d(z.boolean().default(false), "Mask dealer phone numbers after 5 characters until clicked (records a phone reveal)."),
    price_quick_picks: d(
      z.array(z.number().int().min(0)).default([5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 60000, 70000]),
      "Price quick picks in the filter ($5,000 to $70,000; luxury sites $300,000 to $800,000).",
    ),
    enquire_label: d(z.enum(["Enquire", "Enquire Now", "Shop Now"]).default("Enquire"), "Label of the card's enquiry button."),
    card_get_finance: d(z.boolean().default(true), "Card shows Get Finance."),
    card_test_drive: d(z.boolean().default(true), "Card shows Book a Test Drive."),
    purchase_button: d(z.enum(["reserve", "buy_online", "none"]).default("reserve"), "Card purchase button: Reserve Now, Buy Online or none."),

    // ── Vehicle page, finance and forms ───────────────────────────────────────────────────
    finance_calculator_rate: d(z.number().min(0).max(30).default(10), "Default interest rate of the repayment calculator (8.5 on one template family)."),
    finance_calculator_variant: d(
      z.enum(["standard", "wide_interest", "fees_list", "min_price_5000"]).default("standard"),
      "Calculator variant: interest 4–20 (wide_interest); the fee list variant; purchase price minimum 5000.",
    ),
    finance_estimate_enabled: d(z.boolean().default(true), "Show the finance estimate on cards and the vehicle page."),
    finance_estimate_excluded_makes: d(z.array(z.string()).default([]), "Makes that never show a finance estimate."),
    finance_estimate_layout: d(
      z.enum(["monthly_balloon", "weekly_zero_final"]).default("monthly_balloon"),
      "Finance estimate layout: monthly with 30% balloon, or weekly with $0 final payment.",
    ),
    finance_phone: d(z.string().nullable().default(null), "Finance phone number shown in the comparison-rate dialog."),
    review_minimum_rating: d(z.number().min(0).max(5).default(4), "Reviews show only when the average rating exceeds this."),
    reviews_quantity: d(z.number().int().min(0).max(100).default(12), "How many reviews to show."),
    reviews_hidden: d(z.boolean().default(false), "Hide reviews on this site."),
    reserve_button: d(z.boolean().default(true), "Show the reserve button (a site can remove it)."),
    deposit_amount: d(z.number().int().min(0).max(100000).default(200), "Reservation deposit in dollars (a payment processor may supply its own)."),
    deposit_hold_hours: d(z.number().int().min(1).max(720).default(48), "Hours a reservation holds the car."),
    deposit_hold_seconds: d(
      z.number().int().min(5).max(86_400).nullable().default(null),
      "Hold length in seconds, in place of deposit_hold_hours: for demonstrations and tests of expiry, never a real dealer site.",
    ),
    deposit_refundable: d(z.boolean().default(true), "Deposit is 100% refundable (marketing copy)."),
    payment_methods: d(
      z.array(z.string().trim().min(1).max(40)).min(1).max(12).default(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]),
      "How a deposit can be paid, as the Reserve Online tab and the checkout list them (what the dealer's payment account accepts).",
    ),
    money_back_guarantee_hours: d(
      z.number().int().min(1).max(720).nullable().default(48),
      "The dealer's money-back guarantee in hours, named in the Why Buy From Us? tab; null when the dealer offers none.",
    ),
    used_roadside_assistance_months: d(
      z.number().int().min(1).max(120).nullable().default(12),
      "Months of roadside assistance included with a used vehicle (What's Included tab, commitment and roadside pages); null when none is included.",
    ),
    online_purchase_enabled: d(z.boolean().default(false), "Show the online purchase button on available cars."),
    // Reserve / Buy Online link to routes.checkout, which answers only on sites with this flag:
    // a site without online reservations shows no button into it (no link may lead to a 404).
    checkout_enabled: d(
      z.boolean().default(false),
      "Online reservations: Reserve Now / Buy Online and the Reserve Online tab link to the checkout route, which takes a refundable deposit through the payment provider (PAYMENTS_PROVIDER). Off: no button, and the route is a 404.",
    ),
    subscriptions_enabled: d(z.boolean().default(false), "Site offers car subscriptions (subscription price shown first)."),
    lead_alert_email: d(
      z.string().email().nullable().default(null),
      "The group's address told by e-mail when a lead could not be delivered after every retry (a dealership's own `admin_email` comes first).",
    ),
    lead_retention_days: d(
      z.number().int().min(30).max(3650).nullable().default(null),
      "Leads older than this many days are deleted (with their deliveries, photos and captured copies) by the worker's housekeeping: the dealer's retention policy under the Privacy Act. null keeps them.",
    ),
    gtm_container_id: d(
      z.string().trim().regex(/^GTM-[A-Z0-9]{4,12}$/, "Expected a Google Tag Manager container id like GTM-AB12CD3").nullable().default(null),
      "The dealer's Google Tag Manager container, loaded after the shopper's first interaction or when the browser is idle (never on first load); it reads our dataLayer events, which include GA4's generate_lead, view_item and search.",
    ),
    ga4_measurement_id: d(
      z.string().trim().regex(/^G-[A-Z0-9]{4,14}$/, "Expected a GA4 measurement id like G-AB12CD34EF").nullable().default(null),
      "The dealer's GA4 property (gtag.js), loaded like the container; with both set, both load.",
    ),
    chat_enabled: d(z.boolean().default(false), "Instant Message (chat) replaces Enquire when a chat token is present."),
    chat_token: d(z.string().nullable().default(null), "Chat provider token (for LiveChat, the licence number)."),
    chat_provider: d(
      z.enum(["local", "livechat"]).default("local"),
      "Who answers Instant Message: `local` opens the enquiry form in a dialog (the demo's and tests' adapter); `livechat` opens LiveChat (licence in chat_token), its script loaded only when a shopper first asks to chat, the enquiry form if it cannot load.",
    ),
    maps_embed_key: d(
      z.string().trim().min(1).max(200).nullable().default(null),
      "Google Maps Embed API key: with it, the vehicle page's location shows an embedded map (a lazy iframe); without it, a tile linking to the place.",
    ),
    embed_origins: d(
      z
        .array(z.string().refine(isHttpsOrigin, "Expected an https origin such as https://www.dealergroup.com.au (scheme and host only)"))
        .max(10)
        .default([]),
      "Websites (https origins, e.g. https://www.dealergroup.com.au) that may show this site's pages in a frame; by default only the site itself may. Sign-in, the watchlist and the dealer view are never framed.",
    ),
    captcha_enabled: d(z.boolean().default(true), "Forms carry the self-hosted proof-of-work captcha."),
    twitter_share: d(z.boolean().default(true), "Share bar includes twitter."),
    share_layout: d(z.enum(["bar", "clipboard"]).default("bar"), "Sidebar share: a share bar, or copy the URL with a toast."),
    blog_enabled: d(z.boolean().default(true), "Blog menu entry (shown only when the dealer has posts)."),
    manufacturer_service_booking_url: d(siteLink().nullable().default(null), "Manufacturer's dealer service booking page for the homepage banner."),
    home_tiles: d(
      z.array(HomeTileSchema).length(3).nullable().default(null),
      "The homepage's three call-to-action tiles (title, text, href, cta, optional eyebrow and image_url); null for the standard three: the featured new model, finance services and the dealer's commitment.",
    ),
    home_hero: HomeHeroSchema.default(HomeHeroSchema.parse({})),
    sell_my_car_subtitle: d(z.boolean().default(true), "Homepage banner shows 'Get an instant offer in 2 minutes'."),
    rego_expired_display: d(z.enum(["unregistered", "hidden"]).default("unregistered"), "A past rego expiry shows 'Unregistered' or nothing."),
    autogauge_enabled: d(z.boolean().default(false), "Leads carry autogauge_enabled: true (the dealer's CRM runs its AutoGauge trade-in appraisal on them)."),
    enquiry_message_required: d(z.boolean().default(true), "Enquiry message is required (false for exempt sites)."),
    opt_in_label: d(z.string().min(1).default("Email me similar stock and latest offers."), "Label of the opt-in checkbox."),
    terms_checkbox: d(z.boolean().default(false), "Forms show a terms checkbox that must be ticked."),
    phone_by_car_type: d(z.boolean().default(false), "Choose the location phone by car type (new, used, demo)."),
    trade_in_enabled: d(z.boolean().default(true), "Trade-in button and valuation flow (/trade-in, /cars/trade-in, /sell-my-car); off: those pages answer 404 and no menu links them."),
    valuation_column_save: d(z.boolean().default(false), "After a trade-in lead is sent, also save its valuation against the lead (POST /api/miscellaneous, column_name 'valuation')."),
    youx_quote_enabled: d(z.boolean().default(false), "Show a personalised finance quote on car pages: the car's own, else one fetched from POST /api/youx/quote for in-stock, unsold, unreserved cars priced above $200 (provider: FINANCE_QUOTE_PROVIDER)."),
    views_counter: d(z.boolean().default(true), "Show the views counter on the vehicle page."),
    detail_tabs: DetailTabsSchema.default(DetailTabsSchema.parse({})),
    map_zoom: d(z.number().int().min(1).max(20).default(14), "Map zoom on location blocks."),
    checkout_requires_sign_in: d(z.boolean().default(false), "Checkout is a signed-in area."),
    finance_requires_sign_in: d(z.boolean().default(false), "The finance pages (/finance, /finance-pre-approval, /finance-enquiry, /personalised/finance) are a signed-in area: anonymous shoppers are sent to sign in and back."),
    finance_application_requires_sign_in: d(z.boolean().default(false), "The finance application (/apply-for-finance) is a signed-in area."),
    pages: OptionalPagesSchema.default(OptionalPagesSchema.parse({})),
    menus: MenusSchema.default(MenusSchema.parse({})),
    spin_to_win_prizes: d(
      z
        .array(SpinPrizeSchema)
        .min(2)
        .max(12)
        .refine((prizes) => prizes.some((p) => p.weight > 0), "At least one prize needs a weight above 0")
        .default([
          { label: "$50 fuel card", weight: 30 },
          { label: "Free detail with your next service", weight: 30 },
          { label: "$100 off accessories", weight: 20 },
          { label: "Free first service", weight: 10 },
          { label: "$250 off your next car", weight: 8 },
          { label: "$1,000 off your next car", weight: 2 },
        ]),
      "The spin-to-win wheel's prizes, each with a relative chance (pages.spin_to_win).",
    ),
    video_feed: d(
      VideoFeedSchema.nullable().default(null),
      "The video carousel's source (home page and the virtual showroom): a YouTube channel or playlist, read through VIDEO_FEED_PROVIDER. Null: no carousel.",
    ),
    routes: RoutesSchema.default(RoutesSchema.parse({})),
  })
  .strict();

export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export const DEFAULT_CONFIG: SiteConfig = SiteConfigSchema.parse({});

/** Template layers: what a template changes from the defaults. */
export const TEMPLATES = {
  default: {},
  /** A single-manufacturer franchise dealer. */
  franchise: {
    fuel_tag_enabled: true,
    enquire_label: "Enquire Now",
    phone_reveal: true,
    detail_tabs: { whats_included: true, reserve_online: true },
  },
  /** A multi-franchise group across several states. */
  group: {
    promo_tile_positions: [9],
    sort_options: { km_asc: true },
    share_layout: "clipboard",
    finance_estimate_layout: "weekly_zero_final",
  },
  /** Caravans and motorcycles; the template family whose calculator rate is 8.5%. */
  leisure: {
    finance_calculator_rate: 8.5,
    purchase_button: "buy_online",
    routes: { checkout: "/cars/{slug}/buy-online" },
    card_test_drive: false,
  },
} as const satisfies Record<string, Record<string, unknown>>;

export type TemplateName = keyof typeof TEMPLATES;
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Merge objects key by key; arrays and scalars replace. */
export function deepMerge(...layers: Array<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const layer of layers) {
    for (const [k, v] of Object.entries(layer)) {
      const prev = out[k];
      out[k] = isPlainObject(prev) && isPlainObject(v) ? deepMerge(prev, v) : v;
    }
  }
  return out;
}

/**
 * The effective configuration of a site. Unknown keys and wrong types in the overrides are
 * rejected with the key's path (e.g. `config.routes.finance`).
 */
export function resolveSiteConfig(template: string, overrides: unknown): SiteConfig {
  if (!(template in TEMPLATES)) {
    throw new ValidationError([{ field: "template", message: `Unknown template "${template}"; one of ${TEMPLATE_NAMES.join(", ")}` }]);
  }
  if (overrides !== undefined && overrides !== null && !isPlainObject(overrides)) {
    throw new ValidationError([{ field: "config", message: "Expected an object" }]);
  }
  const merged = deepMerge(
    DEFAULT_CONFIG as unknown as Record<string, unknown>,
    TEMPLATES[template as TemplateName] as Record<string, unknown>,
    (overrides ?? {}) as Record<string, unknown>,
  );
  const parsed = SiteConfigSchema.safeParse(merged);
  if (!parsed.success) {
    throw new ValidationError(
      parsed.error.issues.map((i) => ({
        field: ["config", ...i.path.map(String), ...("keys" in i && Array.isArray(i.keys) ? [i.keys.join(",")] : [])].join("."),
        message: i.message,
      })),
    );
  }
  return parsed.data;
}

/**
 * resolveSiteConfig for the console's editors of the site config: a problem is named by the
 * editor's own field, `fieldOf` the key's path without the site file's "config." prefix.
 */
export function resolveEditedConfig(template: string, overrides: unknown, fieldOf: (key: string) => string = (key) => key): SiteConfig {
  try {
    return resolveSiteConfig(template, overrides);
  } catch (err) {
    if (err instanceof ValidationError) throw new ValidationError(err.errors.map((e) => ({ field: fieldOf(e.field.replace(/^config\./, "")), message: e.message })));
    throw err;
  }
}
