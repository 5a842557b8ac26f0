/**
 * One zod schema per lead form, shared by the browser (validating before it sends) and the server
 * (`POST /api/leads`, which trusts nothing the browser checked). The rules that vary by site come
 * in as `LeadSchemaOptions`, built from the site config and the choices the form shows, so the
 * browser and the server always apply the same rules to the same form.
 *
 * Pure: no I/O, safe to import from client components.
 */
import { z } from "../platform/zod";
import { nationalDigits } from "../domain/phone";
import { CONDITIONS, MAX_TRADE_IN_PHOTOS, TRADE_IN_PHOTO_ID } from "../domain/valuation";

export const LEAD_FORMS = ["enquiry", "test_drive", "request_photos", "finance", "trade_in", "valuation", "contact"] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];

export const GENERAL_ENQUIRY = "General Enquiry";
export const CAREERS_ENQUIRY = "Careers Enquiry";
export const CAREER_SUBCATEGORY = "Career Enquiry";
export const FINANCE_ENQUIRY = "Finance Enquiry";

/** The enquiry category select. 'Careers Enquiry' is offered but stored as General Enquiry / Career Enquiry. */
export const ENQUIRY_CATEGORIES = [
  GENERAL_ENQUIRY,
  "Vehicle Enquiry",
  FINANCE_ENQUIRY,
  "Trade-in Enquiry",
  "Service Enquiry",
  "Parts Enquiry",
  "Fleet Enquiry",
  CAREERS_ENQUIRY,
] as const;

export const EMPLOYMENT_STATUSES = ["Full time", "Part time", "Casual", "Self employed", "Retired", "Other"] as const;
export const RESIDENCY_STATUSES = ["Australian citizen", "Permanent resident", "Visa holder", "Other"] as const;
export const CREDIT_HISTORIES = ["Excellent", "Good", "Fair", "Poor", "Not sure"] as const;

export const PHOTOS_REQUEST_TEXT = "Please send photos for this car";

export const MESSAGES = {
  postcode: "Invalid postcode. Please enter a 4-digit number.",
  postcodeRequired: "Postcode is required.",
  terms: "You must agree to the terms of use before submitting the form.",
  phone: "Please enter a valid Australian phone number, e.g. 0412 345 678 or 03 9555 1234.",
  email: "Please enter a valid email address.",
  message: "Please enter your comments.",
  category: "Please choose a category.",
  location: "Please choose a location.",
  dealership: "Please choose a dealership.",
  rego: "Please enter a valid rego (letters and numbers only).",
  regoLength: "Rego must be at most 9 characters.",
  dateTime: "Please choose a test drive time from the list.",
  unknownField: "Unknown field.",
} as const;

/** What is wrong with a trade-in year, or null: a whole 4-digit year from 1950 to next year. */
export function tradeInYearMessage(year: number, now = new Date()): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return "Year must be a 4-digit year, e.g. 2019.";
  if (year < 1950) return "Year must be 1950 or later.";
  const latest = now.getFullYear() + 1;
  return year > latest ? `Year cannot be later than ${latest}.` : null;
}

/** The honeypot: hidden from people, filled in by form-filling bots. */
export const HONEYPOT_FIELD = "leave_blank";

export interface LeadChoice {
  value: string;
  label: string;
}

/**
 * What the rules of one form on one site depend on. `dealerships`/`locations` are the options of
 * the selects; an empty list means the select is not shown (and then not required).
 */
export interface LeadSchemaOptions {
  enquiry_message_required: boolean;
  terms_checkbox: boolean;
  /** Dealership select options (shown only when the lead is not about a car and there is a choice). */
  dealerships: LeadChoice[];
  /** Location select options (value is the location id as text). */
  locations: Array<LeadChoice & { dealership_slug: string }>;
  /**
   * Whether a local test-drive time ("2026-11-25T10:30") is bookable; returns an error message or
   * null. Absent: any well-formed time is accepted.
   */
  checkTestDriveTime?: (local: string) => string | null;
}

export const DEFAULT_SCHEMA_OPTIONS: LeadSchemaOptions = {
  enquiry_message_required: true,
  terms_checkbox: false,
  dealerships: [],
  locations: [],
};

// ── Field building blocks ─────────────────────────────────────────────────────────────────────

/** "" and null from a form mean "not given". */
const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const isOneLine = (text: string) => !/[\r\n\u2028\u2029]/.test(text);

export function requiredText(label: string, max: number) {
  return z
    .string({ error: (i) => (i.input === undefined || i.input === null ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

function optionalText(label: string, max: number) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .optional(),
  );
}

/** Australian mobile, landline, 13/1300/1800 numbers; stored as national digits ("0412345678"). */
export const PhoneSchema = z
  .string({ error: (i) => (i.input === undefined || i.input === null ? "Phone is required." : MESSAGES.phone) })
  .trim()
  .min(1, "Phone is required.")
  .pipe(
    z
      .string()
      .max(30, MESSAGES.phone)
      .refine((v) => /^[\d\s()+.-]+$/.test(v), { message: MESSAGES.phone, abort: true })
      .transform((v) => nationalDigits(v) ?? "")
      .refine((d) => /^0[23478]\d{8}$/.test(d) || /^1[38]00\d{6}$/.test(d) || /^13\d{4}$/.test(d), MESSAGES.phone),
  );

/** Required, exactly 4 digits: every failure gets the spec's one message. */
/**
 * An empty postcode is "required", not "invalid": the shopper has not typed a wrong one yet. One
 * check with its message chosen by the value (an aborting check would stop the form's cross-field
 * rules, such as "Please choose a dealership.", from being reported alongside).
 */
export const PostcodeSchema = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? MESSAGES.postcodeRequired : MESSAGES.postcode) })
  .trim()
  .refine((v) => /^\d{4}$/.test(v), { error: (issue) => (issue.input === "" ? MESSAGES.postcodeRequired : MESSAGES.postcode) });

export const EmailSchema = z
  .string({ error: (i) => (i.input === undefined || i.input === null ? "Email is required." : MESSAGES.email) })
  .trim()
  .min(1, "Email is required.")
  .max(254, MESSAGES.email)
  .pipe(z.email(MESSAGES.email))
  .transform((v) => v.toLowerCase());

export const IdempotencyKeySchema = z
  .string({ error: "idempotency_key is required (a unique id the form makes once per submission)." })
  .regex(/^[A-Za-z0-9_:.-]{8,100}$/, "idempotency_key must be 8 to 100 letters, digits, '-', '_', ':' or '.'.");

const carId = z.preprocess(
  (v) => (typeof v === "string" && /^\d{1,15}$/.test(v) ? Number(v) : blankToUndefined(v)),
  z.number({ error: "car_id must be a car id (a whole number)." }).int("car_id must be a whole number.").positive("car_id must be positive.").max(Number.MAX_SAFE_INTEGER).optional(),
);

const slugField = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} must be text.` })
      .max(80, `${label} must be at most 80 characters.`)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${label} is not a valid slug.`)
      .optional(),
  );

const optionalBoolean = (label: string) => z.preprocess(blankToUndefined, z.boolean({ error: `${label} must be true or false.` }).optional());

const optionalAmount = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+(\.\d+)?\s*$/.test(v) ? Number(v) : blankToUndefined(v)),
    z.number({ error: `${label} must be a number.` }).min(0, `${label} cannot be negative.`).max(max, `${label} cannot be more than ${max}.`).optional(),
  );

const LeadAttributesSchema = z
  .strictObject(
    {
      visited_pages: z.array(z.string().max(500), { error: "visited_pages must be a list of paths." }).max(50, "visited_pages holds at most 50 pages.").default([]),
      linked_query_params: z
        .record(z.string().max(64), z.string().max(500), { error: "linked_query_params must be an object of text values." })
        .refine((r) => Object.keys(r).length <= 30, "linked_query_params holds at most 30 parameters.")
        .default({}),
    },
    { error: "lead_attributes must be an object." },
  )
  .prefault({});

/** The altcha payload (challenge + solution); its content is checked by the server's verifier. */
export const CaptchaSchema = z.preprocess(
  blankToUndefined,
  z
    .strictObject(
      {
        challenge: z.record(z.string().max(64), z.unknown()).refine((r) => JSON.stringify(r).length < 4000, "captcha.challenge is too large."),
        solution: z.record(z.string().max(64), z.unknown()).refine((r) => JSON.stringify(r).length < 2000, "captcha.solution is too large."),
      },
      { error: "captcha must be the solved challenge object." },
    )
    .optional(),
);

/** Fields every form carries: identity of the submission, where it came from, anti-spam. */
const metaShape = {
  form: z.enum(LEAD_FORMS, { error: `form must be one of ${LEAD_FORMS.join(", ")}.` }),
  idempotency_key: IdempotencyKeySchema,
  last_step: z.boolean({ error: "last_step must be true or false." }).default(true),
  car_id: carId,
  dealership_slug: slugField("dealership_slug"),
  page_id: optionalText("page_id", 200),
  url: optionalText("url", 2000),
  lead_attributes: LeadAttributesSchema,
  [HONEYPOT_FIELD]: optionalText(HONEYPOT_FIELD, 2000),
  form_token: optionalText("form_token", 500),
  captcha: CaptchaSchema,
  // Vehicle details a form may carry for a car that is not in stock (a car_id overrides them).
  make: optionalText("make", 60),
  model: optionalText("model", 80),
  car_type: z.preprocess(blankToUndefined, z.enum(["new", "used", "demo"], { error: "car_type must be new, used or demo." }).optional()),
  stock_number: optionalText("stock_number", 60),
  vehicle_status: optionalText("vehicle_status", 40),
  manufacturer_slug: optionalText("manufacturer_slug", 80),
  vin: optionalText("vin", 20),
  additional_services: z.array(z.string().max(100), { error: "additional_services must be a list." }).max(30).optional(),
};

/** The shared contact fields (the spec's "shared form definition"). */
const contactShape = {
  // Names reach the e-mail subject and the ADF: a line break there could add headers or lines.
  name: requiredText("First name", 80).refine(isOneLine, "First name must be on one line."),
  last_name: optionalText("Last name", 80).refine((v) => v === undefined || isOneLine(v), "Last name must be on one line."),
  email: EmailSchema,
  phone: PhoneSchema,
  postcode: PostcodeSchema,
};

const regoField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: MESSAGES.rego })
    .trim()
    // The longest Australian plates (personalised) have 9 characters; a longer one is a typo, said as such.
    .refine((v) => /^[A-Za-z0-9 -]{1,9}$/.test(v), { error: (issue) => (String(issue.input).length > 9 ? MESSAGES.regoLength : MESSAGES.rego) })
    .transform((v) => v.toUpperCase())
    .optional(),
);

const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

const localDateTime = z
  .string({ error: MESSAGES.dateTime })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, MESSAGES.dateTime)
  .refine((v) => {
    const d = new Date(`${v}:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 16) === v;
  }, MESSAGES.dateTime);

function locationField(options: LeadSchemaOptions) {
  const ids = new Set(options.locations.map((l) => l.value));
  return z.preprocess(
    (v) => (typeof v === "number" ? String(v) : blankToUndefined(v)),
    z
      .string({ error: MESSAGES.location })
      .refine((v) => ids.has(v), MESSAGES.location)
      .transform(Number)
      .optional(),
  );
}

function categoryField() {
  return z.preprocess(
    (v) => (v === undefined || v === null ? GENERAL_ENQUIRY : v),
    z.enum(ENQUIRY_CATEGORIES, { error: MESSAGES.category }),
  );
}

function termsField(options: LeadSchemaOptions) {
  return options.terms_checkbox
    ? z.literal(true, { error: MESSAGES.terms })
    : optionalBoolean("terms_conditions");
}

function messageField(required: boolean) {
  return required
    ? z
        .string({ error: (i) => (i.input === undefined || i.input === null ? MESSAGES.message : "Comments must be text.") })
        .trim()
        .min(1, MESSAGES.message)
        .max(5000, "Comments must be at most 5000 characters.")
    : optionalText("Comments", 5000);
}

function shapeFor(form: LeadForm, o: LeadSchemaOptions) {
  const common = {
    ...metaShape,
    ...contactShape,
    // No answer is no consent (Spam Act 2003): docs/decisions/0008-marketing-consent-unticked.md.
    opt_in: z.preprocess(blankToUndefined, z.boolean({ error: "opt_in must be true or false." }).default(false)),
    terms_conditions: termsField(o),
    location_id: locationField(o),
  };
  switch (form) {
    case "enquiry":
    case "contact":
      return {
        ...common,
        message: messageField(o.enquiry_message_required),
        category: categoryField(),
        subcategory: optionalText("subcategory", 100),
        rego: regoField,
      };
    case "test_drive":
      return {
        ...common,
        message: optionalText("Comments", 5000),
        dateTime: z.preprocess(
          blankToUndefined,
          localDateTime
            .superRefine((v, ctx) => {
              const err = o.checkTestDriveTime?.(v);
              if (err) ctx.addIssue({ code: "custom", message: err });
            })
            .optional(),
        ),
      };
    case "request_photos":
      return {
        ...common,
        request_text: z.preprocess(blankToUndefined, z.literal(PHOTOS_REQUEST_TEXT, { error: "request_text is fixed." }).default(PHOTOS_REQUEST_TEXT)),
        message: optionalText("Comments", 5000),
      };
    case "finance":
      return {
        ...common,
        message: optionalText("Comments", 5000),
        vehiclePriceBudget: optionalAmount("Vehicle price budget", 5_000_000),
        deposit: optionalAmount("Deposit", 5_000_000),
        term_years: optionalAmount("Loan term", 7),
        employment_status: z.preprocess(
          blankToUndefined,
          z.enum(EMPLOYMENT_STATUSES, { error: "Please choose an employment status." }).optional(),
        ),
        // The soft pre-approval and application steps (no credit check is run: the answers guide the lender).
        annual_income: optionalAmount("Annual income", 10_000_000),
        residency_status: z.preprocess(blankToUndefined, z.enum(RESIDENCY_STATUSES, { error: "Please choose your residency status." }).optional()),
        credit_history: z.preprocess(blankToUndefined, z.enum(CREDIT_HISTORIES, { error: "Please choose how your credit history looks." }).optional()),
        subcategory: optionalText("subcategory", 100),
      };
    case "trade_in":
    case "valuation":
      return {
        ...common,
        message: optionalText("Comments", 5000),
        contact_method: z.preprocess(blankToUndefined, z.enum(["Phone", "Email", "SMS"], { error: "Please choose Phone, Email or SMS." }).default("Phone")),
        finance_owing: z.preprocess(blankToUndefined, z.enum(["Yes", "No"], { error: "Please choose Yes or No." }).optional()),
        rego: regoField,
        regoState: z.preprocess(blankToUndefined, z.enum(AU_STATES, { error: "Please choose a state." }).optional()),
        // Digits are read as a year and then judged as one ("19" is too short, not "not a number");
        // next year's models are on sale, the year after is not.
        trade_in_year: z.preprocess(
          (v) => (typeof v === "string" && /^\d{1,6}$/.test(v.trim()) ? Number(v.trim()) : blankToUndefined(v)),
          z
            .number({ error: "Year must be a 4-digit year, e.g. 2019." })
            .refine((y) => tradeInYearMessage(y) === null, { error: (issue) => tradeInYearMessage(issue.input as number) ?? "" })
            .optional(),
        ),
        trade_in_make: optionalText("Make", 60),
        trade_in_model: optionalText("Model", 80),
        trade_in_km: optionalAmount("Odometer", 2_000_000),
        trade_in_variant: optionalText("Variant", 120),
        trade_in_condition: z.preprocess(blankToUndefined, z.enum(CONDITIONS, { error: `Condition must be one of ${CONDITIONS.join(", ")}.` }).optional()),
        // Photo ids from POST /api/trade-in/photos: a list, or the form's comma-joined text.
        trade_in_photos: z.preprocess(
          (v) => (typeof v === "string" ? (v.trim() ? v.split(",").map((id) => id.trim()) : undefined) : v),
          z
            .array(z.string().regex(TRADE_IN_PHOTO_ID, "trade_in_photos must hold photo ids from /api/trade-in/photos."), { error: "trade_in_photos must be a list of photo ids." })
            .max(MAX_TRADE_IN_PHOTOS, `A trade-in can carry at most ${MAX_TRADE_IN_PHOTOS} photos.`)
            .refine((ids) => new Set(ids).size === ids.length, "Each photo can be sent once.")
            .optional(),
        ),
        // The instant estimate the shopper was shown, sealed by POST /api/valuations: the server
        // reads the figures from the seal, never from the browser.
        valuation_token: optionalText("valuation_token", 4000),
        adjustmentAnswers: z
          .record(z.string().max(100), z.union([z.string().max(500), z.number(), z.boolean()]), { error: "adjustmentAnswers must be an object." })
          .refine((r) => Object.keys(r).length <= 50, "adjustmentAnswers holds at most 50 answers.")
          .optional(),
        offer_accepted: optionalBoolean("offer_accepted"),
      };
  }
}

/** Keys the schema never sees: `(check_option)` ticks become additional_services, `_radio_options` go. */
export function splitDynamicFields(input: Record<string, unknown>): { rest: Record<string, unknown>; services: string[]; errors: FieldIssue[] } {
  const rest: Record<string, unknown> = {};
  const services: string[] = [];
  const errors: FieldIssue[] = [];
  for (const [key, value] of Object.entries(input)) {
    if (key.includes("_radio_options")) continue;
    if (key.endsWith("(check_option)")) {
      const name = key.slice(0, -"(check_option)".length).trim();
      if (typeof value !== "boolean" && value !== "" && value !== null && value !== undefined) {
        errors.push({ field: key, message: `${key} must be true or false.` });
      } else if (value === true && name && name.length <= 100) {
        services.push(name);
      }
      continue;
    }
    rest[key] = value;
  }
  return { rest, services, errors };
}

export interface FieldIssue {
  field: string;
  message: string;
}

function leadObject(form: LeadForm, options: LeadSchemaOptions) {
  return z.strictObject(shapeFor(form, options) as Record<string, z.ZodType>);
}

/** The form's schema for this site and these choices (the whole form, as its last step sends it). */
export function leadSchema(form: LeadForm, options: LeadSchemaOptions = DEFAULT_SCHEMA_OPTIONS) {
  return leadObject(form, options).superRefine((value, ctx) => {
    if (options.dealerships.length > 0 && value.car_id === undefined) {
      const slug = value.dealership_slug;
      if (slug === undefined || !options.dealerships.some((d) => d.value === slug)) {
        ctx.addIssue({ code: "custom", path: ["dealership_slug"], message: MESSAGES.dealership });
      }
    }
    if (options.locations.length > 0 && value.car_id === undefined && value.location_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["location_id"], message: MESSAGES.location });
    }
    if (form === "request_photos" && value.car_id === undefined) {
      ctx.addIssue({ code: "custom", path: ["car_id"], message: "Photos can only be requested for a car: car_id is required." });
    }
  });
}

/** The validated, normalised lead (car and dealership not yet checked against the database). */
export interface LeadInput {
  form: LeadForm;
  idempotency_key: string;
  last_step: boolean;
  car_id?: number;
  dealership_slug?: string;
  location_id?: number;
  page_id?: string;
  url?: string;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  leave_blank?: string;
  form_token?: string;
  captcha?: { challenge: Record<string, unknown>; solution: Record<string, unknown> };
  name: string;
  last_name?: string;
  email: string;
  phone: string;
  postcode: string;
  opt_in: boolean;
  terms_conditions?: boolean;
  message?: string;
  category?: string;
  subcategory?: string;
  rego?: string;
  dateTime?: string;
  additional_services: string[];
  make?: string;
  model?: string;
  car_type?: "new" | "used" | "demo";
  stock_number?: string;
  vehicle_status?: string;
  manufacturer_slug?: string;
  vin?: string;
  /** Form-specific fields (finance, trade-in, valuation, request_text). */
  [extra: string]: unknown;
}

export type ValidationResult = { ok: true; data: LeadInput } | { ok: false; errors: FieldIssue[] };

function issuesToFields(issues: z.core.$ZodIssue[]): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const i of issues) {
    if (i.code === "unrecognized_keys") {
      for (const k of i.keys) out.push({ field: [...i.path.map(String), k].join("."), message: MESSAGES.unknownField });
    } else {
      out.push({ field: i.path.map(String).join(".") || "(body)", message: i.message });
    }
  }
  return out;
}

/**
 * Validate and normalise a submission: dynamic fields split off, the schema applied, the Careers
 * rule applied. `partial` (a step that is not the last) reports only errors of fields that were
 * sent, so that a multi-step form can save what it has.
 */
export function validateLead(input: unknown, options: LeadSchemaOptions = DEFAULT_SCHEMA_OPTIONS, partial = false): ValidationResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ field: "(body)", message: "Expected a JSON object." }] };
  }
  const form = (input as Record<string, unknown>).form;
  if (typeof form !== "string" || !(LEAD_FORMS as readonly string[]).includes(form)) {
    return { ok: false, errors: [{ field: "form", message: `form must be one of ${LEAD_FORMS.join(", ")}.` }] };
  }
  const { rest, services, errors } = splitDynamicFields(input as Record<string, unknown>);
  // A step that is not the last may leave fields out; what it sends must still be valid.
  const schema = partial ? leadObject(form as LeadForm, options).partial().required({ form: true, idempotency_key: true }) : leadSchema(form as LeadForm, options);
  const parsed = schema.safeParse(rest);
  const fieldErrors = [...errors, ...(parsed.success ? [] : issuesToFields(parsed.error.issues))];
  if (fieldErrors.length || !parsed.success) return { ok: false, errors: fieldErrors };
  return { ok: true, data: finalise(parsed.data as unknown as LeadInput, services) };
}

function finalise(data: LeadInput, services: string[]): LeadInput {
  const out: LeadInput = { ...data, additional_services: [...new Set([...(data.additional_services ?? []), ...services])] };
  if (out.category === CAREERS_ENQUIRY) {
    out.category = GENERAL_ENQUIRY;
    out.subcategory = CAREER_SUBCATEGORY;
  }
  if (out.form === "finance" && !out.category) out.category = FINANCE_ENQUIRY;
  if (out.form === "request_photos") {
    const extra = typeof out.message === "string" && out.message ? `\n\n${out.message}` : "";
    out.message = `${PHOTOS_REQUEST_TEXT}${extra}`;
    delete out.request_text;
  }
  return out;
}

/** Errors of some fields only: a step of a multi-step form checks its own fields before moving on. */
export function validateStep(input: Record<string, unknown>, fields: readonly string[], options: LeadSchemaOptions = DEFAULT_SCHEMA_OPTIONS): FieldIssue[] {
  const result = validateLead(input, options);
  if (result.ok) return [];
  const wanted = new Set(fields);
  return result.errors.filter((e) => wanted.has(e.field.split(".")[0]!));
}
