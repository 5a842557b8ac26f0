/**
 * ADF 1.0 (Auto-Lead Data Format) XML, the lead format dealer CRMs import. The document follows
 * the ADF 1.0 DTD (tests/fixtures/adf-1.0.dtd, checked by a test): one prospect with its request
 * date, the vehicle of interest (and a trade-in as a second vehicle, interest="trade-in"), the
 * customer's contact and the vendor (the dealership) with its contact.
 *
 * Pure.
 */
import { stateForPostcode } from "../postcode";
import { formatPrice } from "../../domain/money";
import type { LeadTradeIn } from "../payload";
import { APPRAISAL_REASONS, detailLines, FORM_TITLES, fullName, tradeInOf, vehicleOf, type LeadForDelivery } from "./lead-view";

export function escapeXml(s: string): string {
  return (
    s
      // Characters XML 1.0 cannot carry at all (control characters other than tab, newline, return).
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

type Attrs = Record<string, string | number | null | undefined>;

function el(name: string, content: string | number | null | undefined, attrs: Attrs = {}): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
  return `<${name}${a}>${content === null || content === undefined ? "" : escapeXml(String(content))}</${name}>`;
}

function block(name: string, children: Array<string | null>, attrs: Attrs = {}, indent = ""): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join("");
  const inner = children.filter((c): c is string => !!c).map((c) => `${indent}  ${c.replace(/\n/g, `\n${indent}  `)}`);
  return `<${name}${a}>\n${inner.join("\n")}\n${indent}</${name}>`;
}

/** ADF wants ISO 8601; seconds precision with the UTC designator. */
const isoSeconds = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, "Z");

const isMobile = (phone: string) => /^04\d{8}$/.test(phone);

/** The trade-in's own notes: rego, finance owing, why no online estimate was given, and its photos. */
function tradeInComments(trade: LeadTradeIn): string {
  return [
    trade.rego ? `Rego ${trade.rego}${trade.rego_state ? ` (${trade.rego_state})` : ""}` : null,
    trade.finance_owing ? `Finance owing: ${trade.finance_owing}` : null,
    trade.valuation?.status === "appraisal" ? `Appraisal requested (no online estimate: ${APPRAISAL_REASONS[trade.valuation.reason] ?? trade.valuation.reason})` : null,
    // ADF 1.0 has no photo element: the addresses go in the trade-in's comments.
    trade.photos?.length ? `Photos: ${trade.photos.join(" ")}` : null,
  ]
    .filter(Boolean)
    .join("; ");
}

export function renderAdf(lead: LeadForDelivery): string {
  const v = vehicleOf(lead);
  const trade = tradeInOf(lead);
  const interest = lead.form === "test_drive" ? "test-drive" : lead.form === "trade_in" || lead.form === "valuation" ? "sell" : "buy";

  const vehicles: string[] = [];
  // ADF requires at least one vehicle: a general enquiry gets an empty one with a comment.
  if (v || !trade) {
    vehicles.push(
      block(
        "vehicle",
        [
          el("year", v?.year),
          el("make", v?.make),
          el("model", v?.model),
          v?.vin ? el("vin", v.vin) : null,
          v?.stock ? el("stock", v.stock) : null,
          v?.trim ? el("trim", v.trim) : null,
          v?.odometer_km !== null && v?.odometer_km !== undefined ? el("odometer", v.odometer_km, { status: "original", units: "km" }) : null,
          v?.colour ? block("colorcombination", [el("exteriorcolor", v.colour), el("preference", 1)]) : null,
          v?.price ? el("price", v.price, { type: "asking", currency: "AUD" }) : null,
          v ? (v.url ? el("comments", v.url) : null) : el("comments", "No vehicle: general enquiry"),
        ],
        { interest, status: v?.status ?? "new" },
      ),
    );
  }
  if (trade) {
    vehicles.push(
      block(
        "vehicle",
        [
          el("year", trade.year),
          el("make", trade.make),
          el("model", trade.model),
          trade.variant ? el("trim", trade.variant) : null,
          trade.odometer_km !== null ? el("odometer", trade.odometer_km, { units: "km" }) : null,
          // ADF's condition vocabulary is ours lower-cased: excellent, good, fair, poor.
          trade.condition ? el("condition", trade.condition.toLowerCase()) : null,
          trade.valuation?.status === "estimate" ? el("price", trade.valuation.low, { type: "appraisal", currency: "AUD" }) : null,
          trade.valuation?.status === "estimate" ? el("pricecomments", `Online estimate ${formatPrice(trade.valuation.low)} to ${formatPrice(trade.valuation.high)}: ${trade.valuation.basis}`) : null,
          tradeInComments(trade) ? el("comments", tradeInComments(trade)) : null,
        ],
        { interest: "trade-in", status: "used" },
      ),
    );
  }

  const c = lead.contact;
  const phone = c.phone ?? null;
  const contactChildren = [
    c.name ? el("name", c.name, { part: "first" }) : null,
    c.lastName ? el("name", c.lastName, { part: "last" }) : null,
    !c.name && !c.lastName ? el("name", fullName(lead), { part: "full" }) : null,
    c.email ? el("email", c.email, { preferredcontact: lead.payload.contact_method === "Email" ? 1 : 0 }) : null,
    phone ? el("phone", phone, { type: isMobile(phone) ? "cellphone" : "voice", preferredcontact: lead.payload.contact_method === "Phone" ? 1 : 0 }) : null,
    c.postcode
      ? block("address", [el("street", "", { line: 1 }), stateForPostcode(c.postcode) ? el("regioncode", stateForPostcode(c.postcode)) : null, el("postalcode", c.postcode), el("country", "AU")])
      : null,
  ];
  // A contact needs an e-mail or a phone: the customer always has both (the form requires them).
  const comments = [
    FORM_TITLES[lead.form] ?? lead.form,
    typeof lead.payload.message === "string" && lead.payload.message ? lead.payload.message : null,
    ...detailLines(lead).map(([k, val]) => `${k}: ${val}`),
  ]
    .filter(Boolean)
    .join("\n");
  const dateTime = typeof lead.payload.dateTime === "string" ? lead.payload.dateTime : null;

  const vendorContact = lead.vendorContact;
  const vendor = block("vendor", [
    el("vendorname", lead.dealership?.name ?? lead.site.name),
    lead.site.url ? el("url", lead.site.url) : null,
    block("contact", [
      el("name", vendorContact?.name ?? lead.dealership?.name ?? lead.site.name, { part: "full", type: "business" }),
      vendorContact?.email ? el("email", vendorContact.email) : null,
      vendorContact?.phone ? el("phone", vendorContact.phone, { type: "voice" }) : null,
      // The DTD wants an e-mail or a phone; the worker fills one in whenever the dealer has any.
      !vendorContact?.email && !vendorContact?.phone ? el("email", "") : null,
    ]),
  ]);

  const prospect = block("prospect", [
    el("id", lead.publicId, { sequence: 1, source: "Forecourt" }),
    el("requestdate", isoSeconds(lead.createdAt)),
    ...vehicles,
    block("customer", [
      block("contact", contactChildren, { primarycontact: 1 }),
      dateTime ? block("timeframe", [el("description", "Test drive booking (dealership local time)"), el("earliestdate", dateTime)]) : null,
      el("comments", comments),
    ]),
    vendor,
    block("provider", [el("name", "Forecourt", { part: "full", type: "business" }), el("service", "Dealer website"), lead.site.url ? el("url", lead.site.url) : null]),
  ], { status: "new" });

  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${block("adf", [prospect])}\n`;
}
