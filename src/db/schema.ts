/**
 * The one PostgreSQL schema. `drizzle-kit generate` turns changes here into SQL files under
 * `drizzle/`, which apply on start on PostgreSQL and PGlite alike.
 *
 * Tenancy: every tenant-owned row carries `site_id` (denormalised on cars, leads and the like so
 * that every query can filter by the site first and every index can lead with it).
 */
import { sql } from "drizzle-orm";
import {
  customType,
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  real,
} from "drizzle-orm/pg-core";
import type {
  AutograbData,
  CarVariant,
  CaravanSpecifications,
  FinanceLenders,
  LeadDestination,
  OpeningHour,
  PaymentProcessor,
  SpecialHour,
  TeamMember,
  YouxQuote,
} from "./types";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Binary data; node-postgres answers a Buffer, PGlite a Uint8Array: both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

export const sites = pgTable("sites", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  template: text("template").notNull().default("default"),
  domains: text("domains").array().notNull().default(sql`'{}'::text[]`),
  /** Theme values as given in the site file (validated by src/site/theme.ts). */
  theme: jsonb("theme").$type<Record<string, unknown>>().notNull().default({}),
  /** Overrides of the config defaults and template, as given (validated by src/site/config.ts). */
  config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
  /**
   * The theme and config as the site file last gave them. `theme` / `config` are what the site shows;
   * where they differ from these, the console changed them, and an upsert keeps that change
   * (src/domain/console-overlay.ts). Null only before the first upsert after migration 0027.
   */
  fileTheme: jsonb("file_theme").$type<Record<string, unknown>>(),
  fileConfig: jsonb("file_config").$type<Record<string, unknown>>(),
  /**
   * Set by an admin DELETE: the site answers no host, its cars are delisted, and its leads are kept
   * until the retention period has passed (then purgeRetiredSites removes the site and all its rows).
   */
  retiredAt: ts("retired_at"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const dealerships = pgTable(
  "dealerships",
  {
    /** The id given in the site file (the dealer's id in the group's systems). */
    id: integer("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Globally unique: stock feeds name the dealership by slug alone. */
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    manufacturerName: text("manufacturer_name"),
    /** The manufacturer's logo (the certified-used tag on this dealership's cars of that make shows it). */
    manufacturerLogoUrl: text("manufacturer_logo_url"),
    youtubeUrl: text("youtube_url"),
    /** Per-dealership switches (finance estimate opt-out and the like). */
    config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
    /** Where leads go: email, webhook, ADF. */
    leadDestinations: jsonb("lead_destinations").$type<LeadDestination[]>().notNull().default([]),
    /** Bumped by every import so that result caches keyed on it go stale at once. */
    stockVersion: bigint("stock_version", { mode: "number" }).notNull().default(0),
    /** Set when the site file stopped listing it: its cars are delisted, its locations gone, its leads kept. */
    retiredAt: ts("retired_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("dealerships_site_idx").on(t.siteId)],
);

export const locations = pgTable(
  "locations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    locationType: text("location_type").notNull().default("sales"),
    locationSubtype: text("location_subtype"),
    primary: boolean("primary").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    manufacturers: text("manufacturers").array().notNull().default(sql`'{}'::text[]`),
    distributionLocations: text("distribution_locations").array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    dealerLicenseNumber: text("dealer_license_number"),
    motorVehicleRepairer: text("motor_vehicle_repairer"),
    street: text("street"),
    city: text("city"),
    state: text("state"),
    postcode: text("postcode"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    placeId: text("place_id"),
    placeUrl: text("place_url"),
    /** This location's own maps key (address.map_key): its embedded map uses it over the site's maps_embed_key. */
    mapKey: text("map_key"),
    phone: text("phone"),
    landlinePhone: text("landline_phone"),
    phoneNew: text("phone_new"),
    phoneUsed: text("phone_used"),
    phoneDemo: text("phone_demo"),
    email: text("email"),
    openingHours: jsonb("opening_hours").$type<OpeningHour[]>().notNull().default([]),
    specialHours: jsonb("special_hours").$type<SpecialHour[]>().notNull().default([]),
    /** The hours as the site file last gave them; shown hours that differ are the console's and survive an upsert. */
    fileHours: jsonb("file_hours").$type<{ opening_hours: OpeningHour[]; special_hours: SpecialHour[] }>(),
    /**
     * The details the console edits (name, address, licence, phones, e-mail) as the site file last gave
     * them; shown ones that differ are the console's and survive an upsert (src/domain/console-overlay.ts).
     */
    fileDetails: jsonb("file_details").$type<Record<string, string | null>>(),
    averageRating: real("average_rating"),
    reviewCount: integer("review_count").notNull().default(0),
    team: jsonb("team").$type<TeamMember[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex("locations_dealership_slug_uq").on(t.dealershipId, t.slug),
    index("locations_site_idx").on(t.siteId),
  ],
);

export const manufacturers = pgTable("manufacturers", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  logoUrl: text("logo_url"),
});

/**
 * A site's catalogue of models (the Vehicles menu and the model search). Each site has its own
 * rows: the image and body types come from that site's feed (or the demo catalogue), and one
 * dealer's photo must never stand for a model on another dealer's site (issue 14, point 11).
 */
export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    manufacturerId: integer("manufacturer_id")
      .notNull()
      .references(() => manufacturers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    overrideUrl: text("override_url"),
    body: text("body").array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
  },
  (t) => [uniqueIndex("models_site_manufacturer_slug_uq").on(t.siteId, t.manufacturerId, t.slug)],
);

export const cars = pgTable(
  "cars",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    stocknum: text("stocknum").notNull(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    series: text("series"),
    badge: text("badge"),
    year: smallint("year"),
    km: integer("km"),
    price: integer("price"),
    beforePrice: integer("before_price"),
    offerPrice: integer("offer_price"),
    subscriptionPrice: integer("subscription_price"),
    weeklyPrice: integer("weekly_price"),
    priceType: text("price_type"),
    carType: text("car_type").notNull(),
    status: text("status").notNull(),
    tag: text("tag"),
    reserved: boolean("reserved").notNull().default(false),
    certified: boolean("certified").notNull().default(false),
    preorder: boolean("preorder").notNull().default(false),
    colour: text("colour"),
    interiorColour: text("interior_colour"),
    drive: text("drive"),
    seats: smallint("seats"),
    doors: smallint("doors"),
    engineSize: text("engine_size"),
    fuel: text("fuel"),
    simpleFuel: text("simple_fuel"),
    body: text("body"),
    simpleBody: text("simple_body"),
    trans: text("trans"),
    simpleTransmission: text("simple_transmission"),
    regplate: text("regplate"),
    regoExpiry: date("rego_expiry", { mode: "string" }),
    vin: text("vin"),
    nvic: text("nvic"),
    hasNvic: boolean("has_nvic").notNull().default(false),
    complianceDate: date("compliance_date", { mode: "string" }),
    buildDate: date("build_date", { mode: "string" }),
    soldDate: ts("sold_date"),
    dealercomments: text("dealercomments"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    thumbnails: text("thumbnails").array().notNull().default(sql`'{}'::text[]`),
    primaryImageUrl: text("primary_image_url"),
    photosCount: integer("photos_count").notNull().default(0),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull().default(true),
    /** History report link. */
    file: text("file"),
    paymentProcessors: jsonb("payment_processors").$type<PaymentProcessor[]>().notNull().default([]),
    views: integer("views").notNull().default(0),
    privateSuburb: text("private_suburb"),
    privatePostcode: text("private_postcode"),
    carsalesTitle: text("carsales_title"),
    variant: jsonb("variant").$type<CarVariant>().notNull().default({}),
    specifications: jsonb("specifications").$type<CaravanSpecifications>().notNull().default({}),
    autograbData: jsonb("autograb_data").$type<AutograbData>(),
    financeLenders: jsonb("finance_lenders").$type<FinanceLenders>().notNull().default({}),
    youxQuote: jsonb("youx_quote").$type<YouxQuote>(),
    standardEquipment: text("standard_equipment").array().notNull().default(sql`'{}'::text[]`),
    filteredFeatures: text("filtered_features").array().notNull().default(sql`'{}'::text[]`),
    categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
    /** car, caravan, motorcycle, truck. */
    itemType: text("item_type").notNull().default("car"),
    /** Dealer-set ranking used by relevance sort ("custom rank descending"). */
    customRank: integer("custom_rank").notNull().default(0),
    /** Lower-cased, accent-free text the search matches on; written by the import. */
    searchText: text("search_text").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    /** Set when a --replace import no longer lists the car; delisted cars are never shown. */
    delistedAt: ts("delisted_at"),
    /**
     * Fields a staff member changed in the console, each with the value the feed had then
     * (src/domain/console-edits.ts): the next import keeps the staff's value while the feed still
     * sends that same value, and takes the feed's once the feed changes it.
     */
    consoleEdits: jsonb("console_edits").$type<Record<string, { feed: unknown }>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("cars_dealership_stocknum_uq").on(t.dealershipId, t.stocknum),
    uniqueIndex("cars_site_slug_uq").on(t.siteId, t.slug),
    index("cars_site_listing_idx").on(t.siteId, t.status, t.soldDate),
    index("cars_site_created_idx").on(t.siteId, t.createdAt),
    index("cars_site_price_idx").on(t.siteId, t.price),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    image: text("image"),
    text: text("text").notNull().default(""),
    rating: smallint("rating").notNull(),
    reviewDate: ts("review_date").notNull(),
    replyText: text("reply_text"),
    replyDate: ts("reply_date"),
    hidden: boolean("hidden").notNull().default(false),
  },
  (t) => [index("reviews_location_idx").on(t.locationId, t.reviewDate)],
);

/**
 * Spin-to-win draws (vehicle-page-and-flows §2, a signed-in area): one per shopper per site,
 * which the unique index enforces even when two spins race. The prize is drawn on the server; the
 * shopper claims it with the claim code through a lead the page pre-fills.
 */
export const promotionSpins = pgTable(
  "promotion_spins",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    prize: text("prize").notNull(),
    /** What the shopper quotes to claim the prize ("SPIN-7K3Q9X"). */
    claimCode: text("claim_code").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("promotion_spins_site_user_uq").on(t.siteId, t.userId)],
);

export const offers = pgTable(
  "offers",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    disclaimer: text("disclaimer").notNull().default(""),
    category: text("category"),
    manufacturerName: text("manufacturer_name"),
    modelName: text("model_name"),
    modelSlug: text("model_slug"),
    /** The offer's advertised price in dollars (drive away, or from), when it has one: the offers page's price filter reads it. */
    price: integer("price"),
    imageUrl: text("image_url"),
    startsAt: ts("starts_at"),
    expiresAt: ts("expires_at"),
    excludedWebsiteIds: integer("excluded_website_ids").array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [uniqueIndex("offers_site_slug_uq").on(t.siteId, t.slug)],
);

/** Promotional tiles inserted among search results. */
export const promos = pgTable(
  "promos",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    imageUrl: text("image_url"),
    linkUrl: text("link_url"),
    position: smallint("position").notNull(),
    startsAt: ts("starts_at"),
    expiresAt: ts("expires_at"),
    display: boolean("display").notNull().default(true),
    strictDisplay: boolean("strict_display").notNull().default(false),
  },
  (t) => [index("promos_site_idx").on(t.siteId)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull().default("news"),
    excerpt: text("excerpt").notNull().default(""),
    body: text("body").notNull().default(""),
    imageUrl: text("image_url"),
    publishedAt: ts("published_at").notNull(),
  },
  (t) => [uniqueIndex("blog_posts_site_slug_uq").on(t.siteId, t.slug)],
);

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    name: text("name"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_site_phone_uq").on(t.siteId, t.phone)],
);

/** A shopper's saved cars on one site (search-and-browsing §4 "Watchlist"). */
export const watchlist = pgTable(
  "watchlist",
  {
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carId: bigint("car_id", { mode: "number" })
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.carId] }), index("watchlist_site_user_idx").on(t.siteId, t.userId, t.createdAt)],
);

/**
 * Saved searches (src/search/saved-searches.ts): a shopper's e-mail and a search's canonical query
 * string on one site. The alert job mails the cars listed since `last_checked_at` that match it;
 * `token` (128 random bits) is the unsubscribe link's, and names nothing else.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    /** The search as /api/search parameters, canonical ("make=Toyota&price=%3A40000"). */
    query: text("query").notNull(),
    token: text("token").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastCheckedAt: ts("last_checked_at").notNull().defaultNow(),
    lastSentAt: ts("last_sent_at"),
  },
  (t) => [
    uniqueIndex("saved_searches_site_email_query_uq").on(t.siteId, t.email, t.query),
    uniqueIndex("saved_searches_token_uq").on(t.token),
    index("saved_searches_checked_idx").on(t.lastCheckedAt),
  ],
);

/**
 * One-time sign-in codes sent by SMS. Only a hash of the code is kept; a code is spent by a
 * correct guess (consumed_at) and dies after its expiry or too many wrong guesses (attempts).
 */
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** National digits of an Australian mobile ("0412345678"). */
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: ts("consumed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("sign_in_codes_site_phone_idx").on(t.siteId, t.phone, t.createdAt)],
);

export const leads = pgTable(
  "leads",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    /** The id the shopper's browser sees (`lead_id`): random, so it does not reveal lead volumes. */
    publicId: text("public_id").notNull(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
    carId: bigint("car_id", { mode: "number" }).references(() => cars.id, { onDelete: "set null" }),
    form: text("form").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    name: text("name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    postcode: text("postcode"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** Set when the last step arrived; a multi-step lead is a draft (not delivered) until then. */
    completedAt: ts("completed_at"),
    /** The sales team's stage (src/domain/lead-workflow.ts): new, contacted, appointment, sold or lost. */
    workflowStatus: text("workflow_status").notNull().default("new"),
    /** Why a lost lead was lost (one of LOST_REASONS); null otherwise. */
    lostReason: text("lost_reason"),
    statusChangedAt: ts("status_changed_at"),
    /** The salesperson the lead is assigned to in the console (src/staff/console-leads.ts); null when unassigned. */
    assignedStaffId: integer("assigned_staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** The team's next reminder on the lead (src/domain/lead-reminder.ts), and what it is for. */
    remindAt: ts("remind_at"),
    remindNote: text("remind_note"),
    /** When the due reminder was e-mailed to the assigned member (src/staff/reminder-mail.ts); a new reminder clears it. */
    remindMailedAt: ts("remind_mailed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_site_idempotency_uq").on(t.siteId, t.idempotencyKey),
    uniqueIndex("leads_public_id_uq").on(t.publicId),
    index("leads_dealership_idx").on(t.dealershipId, t.createdAt),
    // The worker's "reminders due and not yet e-mailed" scan (src/leads/reminder-mail.ts).
    index("leads_reminder_due_idx").on(t.remindAt).where(sql`${t.remindAt} is not null and ${t.remindMailedAt} is null`),
    index("leads_site_created_idx").on(t.siteId, t.createdAt),
  ],
);

/**
 * Photos a shopper adds to a trade-in (src/valuation/photos.ts), re-encoded before they are kept.
 * In the database so every web node serves them; a lead claims its photos in the transaction that
 * stores it and they go with it; unclaimed ones are purged after a day.
 */
export const tradeInPhotos = pgTable(
  "trade_in_photos",
  {
    /** 128 random bits, base64url: the photo's address is not guessable. */
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" }).references(() => leads.id, { onDelete: "cascade" }),
    image: bytea("image").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("trade_in_photos_site_idx").on(t.siteId), index("trade_in_photos_unclaimed_idx").on(t.createdAt).where(sql`${t.leadId} is null`)],
);

/**
 * Transactional outbox: one row per lead and destination, written in the lead's transaction and
 * worked by the delivery worker. status: pending (due at next_attempt_at) → sending (leased to one
 * worker until locked_until) → delivered | dead (gave up after the maximum attempts; last_error
 * says why). A lease that runs out (the worker died) makes the row claimable again.
 */
export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
    /** email, webhook or adf. */
    kind: text("kind").notNull(),
    /** E-mail address or webhook URL. */
    target: text("target").notNull(),
    /** Sent with every attempt (Idempotency-Key header, Message-ID) so receivers drop repeats. */
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
    /** Set on claim; a result is written only by the worker holding the same token. */
    claimToken: text("claim_token"),
    lockedUntil: ts("locked_until"),
    lastAttemptAt: ts("last_attempt_at"),
    lastError: text("last_error"),
    deliveredAt: ts("delivered_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("lead_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("lead_deliveries_lead_idx").on(t.leadId),
    uniqueIndex("lead_deliveries_idempotency_uq").on(t.idempotencyKey),
  ],
);

/**
 * The local mail catcher: e-mails (and ADF e-mails) sent while SMTP_URL is unset, and webhook
 * calls when LEADS_WEBHOOK_TRANSPORT=capture. message_key is the delivery's idempotency key, so
 * a repeated attempt stores nothing new.
 */
export const capturedMessages = pgTable(
  "captured_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id").references(() => sites.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" }),
    /** email or webhook. */
    channel: text("channel").notNull(),
    messageKey: text("message_key").notNull(),
    sender: text("sender"),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    body: text("body").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<Array<{ filename: string; contentType: string; content: string }>>().notNull().default([]),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("captured_messages_key_uq").on(t.messageKey), index("captured_messages_site_idx").on(t.siteId, t.createdAt)],
);

/** Fixed-window counters shared by every web node (lead rate limits). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    windowStart: ts("window_start").notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] })],
);

/**
 * Dealer-view sign-ins (src/admin/session.ts). The cookie names a row; a session lasts while its
 * row does, so signing out (the row deleted) ends it on every node, even for a copied cookie.
 * Not tenant data: ADMIN_TOKEN is the operator's, for every site.
 */
export const adminSessions = pgTable("admin_sessions", {
  id: text("id").primaryKey(),
  createdAt: ts("created_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
});

/** Secrets generated once per installation and shared by every node (form signing). */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    eventId: integer("event_id"),
    name: text("name").notNull(),
    carId: bigint("car_id", { mode: "number" }),
    dealershipId: integer("dealership_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("analytics_site_created_idx").on(t.siteId, t.createdAt)],
);

/**
 * A shopper's reservation of one car with a refundable deposit (src/reservations/). One live hold
 * per car: the partial unique index on car_id where status = 'held' decides a race between two
 * payments that succeed at the same moment, on either engine — the loser's deposit is refunded.
 * Status: pending_payment → held → expired | refunded | converted; pending_payment → failed.
 */
export const reservations = pgTable(
  "reservations",
  {
    /** The id the shopper's browser sees (`reservation_id`): random, like a lead's public id. */
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "set null" }),
    carId: bigint("car_id", { mode: "number" })
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    name: text("name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    postcode: text("postcode").notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    /** Why the payment failed or the deposit came back, in words the shopper is shown. */
    statusReason: text("status_reason"),
    holdHours: integer("hold_hours").notNull(),
    /** When a held car is released (set when the payment succeeds; extended by the dealer). */
    expiresAt: ts("expires_at"),
    /** The pending payment's own deadline: an abandoned checkout stops counting after this. */
    paymentDueAt: ts("payment_due_at").notNull(),
    leadId: bigint("lead_id", { mode: "number" }).references(() => leads.id, { onDelete: "set null" }),
    /** A refund decided (status refunded) but not yet confirmed by the provider: the worker retries it. */
    refundDueAt: ts("refund_due_at"),
    /** When the provider confirmed the refund. */
    refundedAt: ts("refunded_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("reservations_refund_due_idx").on(t.refundDueAt).where(sql`refund_due_at is not null`),
    uniqueIndex("reservations_site_idempotency_uq").on(t.siteId, t.idempotencyKey),
    uniqueIndex("reservations_one_hold_per_car_uq").on(t.carId).where(sql`status = 'held'`),
    uniqueIndex("reservations_provider_payment_uq").on(t.provider, t.providerPaymentId),
    index("reservations_site_created_idx").on(t.siteId, t.createdAt),
    index("reservations_held_expiry_idx").on(t.expiresAt).where(sql`status = 'held'`),
  ],
);

/** Every change of a reservation, appended and never updated (who did what, when, and why). */
export const reservationEvents = pgTable(
  "reservation_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    reservationId: text("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    actor: text("actor").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("reservation_events_reservation_idx").on(t.reservationId, t.id)],
);

/**
 * Payment-provider webhook events already applied (provider, event id): a replayed event — the
 * provider retrying, or someone resending a captured one — changes nothing the second time.
 */
export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    receivedAt: ts("received_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The local test processor's charges (src/payments/local-processor.ts): what a card processor
 * keeps about a payment, so the demo can decline, confirm and refund without a network.
 */
export const localPayments = pgTable("local_payments", {
  id: text("id").primaryKey(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  status: text("status").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull().default({}),
  cardLast4: text("card_last4"),
  declineCode: text("decline_code"),
  refundedCents: integer("refunded_cents").notNull().default(0),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * A signed-in shopper's online purchase of one car (`/checkout-journey?car_id=`): the steps they
 * have answered, saved as they go, so a reload or another device picks up where they left off. It
 * ends in a reservation (the same deposit as Reserve Now). One open journey per shopper and car.
 */
export const purchaseJourneys = pgTable(
  "purchase_journeys",
  {
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carId: bigint("car_id", { mode: "number" })
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    step: text("step").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    reservationId: text("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("purchase_journeys_shopper_car_uq").on(t.siteId, t.userId, t.carId), index("purchase_journeys_site_user_idx").on(t.siteId, t.userId, t.updatedAt)],
);

/**
 * A site's saved column mappings for stock feeds in a dealer's own layout (src/stock/feed-mapping.ts):
 * by name ("easycars-nightly"), used by the CLI (`stock:import --mapping`) and the admin API
 * (`?mapping=`). The mapping is validated with FeedMappingSchema before it is stored.
 */
export const feedMappings = pgTable(
  "feed_mappings",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mapping: jsonb("mapping").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("feed_mappings_site_name_uq").on(t.siteId, t.name)],
);

/** The sales team's notes on a lead (the dealer view), newest last; they go with the lead. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    leadId: bigint("lead_id", { mode: "number" })
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_notes_lead_idx").on(t.leadId, t.createdAt)],
);

/**
 * A dealer group's staff on one site (src/staff/accounts.ts): invited by the operator or a group
 * admin, signed in with a passkey or an e-mailed one-time link. role: group_admin (every
 * dealership of the site), manager or salesperson (one dealership, `dealership_id`). A disabled
 * member's sessions end and they cannot sign in again.
 */
export const staff = pgTable(
  "staff",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    /** Lower-cased; one account per address per site. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    dealershipId: integer("dealership_id").references(() => dealerships.id, { onDelete: "cascade" }),
    /** The random user handle passkeys are registered under (never the e-mail, which can change). */
    webauthnUserId: text("webauthn_user_id").notNull(),
    invitedBy: text("invited_by").notNull(),
    disabledAt: ts("disabled_at"),
    lastSignInAt: ts("last_sign_in_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_site_email_uq").on(t.siteId, t.email), uniqueIndex("staff_webauthn_user_uq").on(t.webauthnUserId)],
);

/** A staff member's passkeys (WebAuthn credentials, src/staff/passkeys.ts). */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential id, base64url. */
    id: text("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports").array().notNull().default(sql`'{}'::text[]`),
    /** What the staff member calls it ("Work laptop"), else the date it was added. */
    label: text("label").notNull(),
    lastUsedAt: ts("last_used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("staff_passkeys_staff_idx").on(t.staffId)],
);

/**
 * Console sign-ins: the cookie names a row (hashed id); revoking sets `revoked_at`, so the session
 * ends on every node at once. The staff member sees their sessions and can end any of them.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    /** passkey or link. */
    method: text("method").notNull(),
    userAgent: text("user_agent"),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    revokedAt: ts("revoked_at"),
  },
  (t) => [index("staff_sessions_staff_idx").on(t.staffId)],
);

/**
 * One-time tokens: e-mailed sign-in links and invitations (hashed; used once), and WebAuthn
 * challenges (kind `passkey-*`, named by a cookie, used once).
 */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "cascade" }),
    /** invite, sign-in, passkey-register, passkey-sign-in. */
    kind: text("kind").notNull(),
    /** The WebAuthn challenge a passkey token carries. */
    challenge: text("challenge"),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("staff_tokens_site_idx").on(t.siteId, t.expiresAt)],
);

/**
 * Every write made in the console or for a site's staff (src/staff/audit.ts): who (a staff member
 * or "operator"), what (an action and its subject), and the fields before → after.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** The actor's name as it was ("Dana Lee (manager)", "operator"): kept when the account goes. */
    actor: text("actor").notNull(),
    dealershipId: integer("dealership_id"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_site_idx").on(t.siteId, t.createdAt)],
);

/**
 * Every theme a site has published from the console (src/staff/site-theme.ts), newest last: the
 * history behind "Undo", and who published what. `sites.theme` holds the one in use.
 */
export const siteThemeVersions = pgTable(
  "site_theme_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    theme: jsonb("theme").$type<Record<string, unknown>>().notNull(),
    actor: text("actor").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("site_theme_versions_site_idx").on(t.siteId, t.id)],
);

/**
 * Earlier versions of content staff edit in the console, by subject (e.g. `location:12:hours`,
 * src/staff/location-hours.ts), newest last, so Undo can put the one before back. The first row of a
 * subject is what it was before its first console edit.
 */
export const siteContentVersions = pgTable(
  "site_content_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    actor: text("actor").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("site_content_versions_subject_idx").on(t.siteId, t.subject, t.id)],
);

/**
 * A site's own page texts, written in the console (src/staff/site-pages.ts): either its own words
 * for a standard content page (`path` "/about-us", "/privacy-policy"…, replacing the standard text)
 * or a page of its own at "/pages/{slug}". The body is Markdown without HTML
 * (src/ui/content/DealerMarkdown.tsx). A hidden page answers 404 (a standard one shows its standard text).
 */
export const sitePages = pgTable(
  "site_pages",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    title: text("title").notNull(),
    lead: text("lead"),
    body: text("body").notNull(),
    visible: boolean("visible").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("site_pages_site_path_uq").on(t.siteId, t.path)],
);

/**
 * A dealership's lead routing rules (src/domain/lead-routing.ts): a new lead of this form (or any)
 * for this kind of car (or any) is assigned to the member and/or e-mailed to them, through the
 * lead's own outbox (src/leads/store.ts), in the transaction that stores it.
 */
export const leadRoutingRules = pgTable(
  "lead_routing_rules",
  {
    id: serial("id").primaryKey(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    /** A lead form (src/leads/schemas.ts LEAD_FORMS), or null for every form. */
    form: text("form"),
    /** new, used or demo, or null for every car (and leads without a car). */
    carType: text("car_type"),
    staffId: integer("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    assign: boolean("assign").notNull().default(false),
    notify: boolean("notify").notNull().default(true),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("lead_routing_rules_dealership_idx").on(t.siteId, t.dealershipId)],
);

/**
 * Every set of feature toggles a group admin published in the console (the site's `config`
 * overrides as a whole, src/staff/site-features.ts), newest last, so Undo can put the one before
 * back. The first row of a site is its config as the site file had it.
 */
export const siteConfigVersions = pgTable(
  "site_config_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    siteId: integer("site_id")
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    config: jsonb("config").$type<Record<string, unknown>>().notNull(),
    actor: text("actor").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("site_config_versions_site_idx").on(t.siteId, t.id)],
);
