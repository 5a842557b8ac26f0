/**
 * What each destination receives, built from the stored lead: the dealer's e-mail (text and
 * HTML), the ADF e-mail for a CRM inbox, and the signed webhook request.
 *
 * Pure, apart from the HMAC.
 */
import { escapeHtml } from "../../domain/html";
import { formatPhone } from "../../domain/phone";
import { signWebhook } from "../../platform/signing";
import { renderAdf } from "./adf";
import { countOf } from "../../domain/count-of";
import { detailLines, FORM_TITLES, fullName, tradeInOf, vehicleOf, vehicleTitle, type LeadForDelivery, APPRAISAL_REASONS } from "./lead-view";

export interface OutgoingEmail {
  /** Stable across attempts ("<key@forecourt>"), so mail systems and the catcher drop repeats. */
  messageId: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

export interface WebhookRequest {
  url: string;
  body: string;
  headers: Record<string, string>;
}

function subjectFor(lead: LeadForDelivery): string {
  const title = FORM_TITLES[lead.form] ?? "Lead";
  const v = vehicleTitle(vehicleOf(lead));
  return [`New ${title.toLowerCase()}`, v, fullName(lead), `ref ${lead.reference}`].filter(Boolean).join(" — ");
}

export function leadEmail(lead: LeadForDelivery, opts: { key: string; from: string; to: string }): OutgoingEmail {
  const v = vehicleOf(lead);
  const t = tradeInOf(lead);
  const c = lead.contact;
  const rows: Array<[string, string]> = [
    ["Name", fullName(lead)],
    ...(c.email ? ([["Email", c.email]] as Array<[string, string]>) : []),
    // Grouped as the site shows numbers (04 1255 5019); the webhook and ADF keep the digits as stored.
    ...(c.phone ? ([["Phone", formatPhone(c.phone)]] as Array<[string, string]>) : []),
    ...(c.postcode ? ([["Postcode", c.postcode]] as Array<[string, string]>) : []),
  ];
  const vehicleRows: Array<[string, string]> = v
    ? ([
        ["Vehicle", vehicleTitle(v) ?? ""],
        ["Stock number", v.stock ?? ""],
        ["VIN", v.vin ?? ""],
        ["Price", v.price ? `$${v.price.toLocaleString("en-AU")}` : ""],
        ["Odometer", v.odometer_km !== null ? `${v.odometer_km.toLocaleString("en-AU")} km` : ""],
        ["Type", v.car_type ?? ""],
        ["Link", v.url ?? ""],
      ].filter(([, val]) => val) as Array<[string, string]>)
    : [];
  const tradeRows: Array<[string, string]> = t
    ? ([
        ["Trade-in", [t.year, t.make, t.model, t.variant].filter(Boolean).join(" ")],
        ["Trade-in odometer", t.odometer_km !== null ? `${t.odometer_km.toLocaleString("en-AU")} km` : ""],
        ["Trade-in condition", t.condition ?? ""],
        ["Trade-in rego", [t.rego, t.rego_state].filter(Boolean).join(" ")],
        [
          "Online estimate",
          t.valuation?.status === "estimate"
            ? `$${t.valuation.low.toLocaleString("en-AU")} to $${t.valuation.high.toLocaleString("en-AU")} (${t.valuation.basis})`
            : t.valuation?.status === "appraisal"
              ? `None given: appraisal requested (${APPRAISAL_REASONS[t.valuation.reason] ?? t.valuation.reason})`
              : "",
        ],
        ...(t.photos ?? []).map((url, i): [string, string] => [`Photo ${i + 1}`, url]),
      ].filter(([, val]) => val) as Array<[string, string]>)
    : [];
  const message = typeof lead.payload.message === "string" ? lead.payload.message : "";
  const details = detailLines(lead);
  const sections: Array<[string, Array<[string, string]>]> = [
    ["Customer", rows],
    ["Vehicle", vehicleRows],
    ["Trade-in", tradeRows],
    ["Details", details],
  ];

  const text = [
    `${FORM_TITLES[lead.form] ?? "Lead"} from ${lead.site.name}${lead.dealership ? ` for ${lead.dealership.name}` : ""}`,
    `Reference ${lead.reference} (lead ${lead.publicId}), received ${lead.createdAt.toISOString()}`,
    "",
    ...sections.flatMap(([h, r]) => (r.length ? [h, ...r.map(([k, val]) => `  ${k}: ${val}`), ""] : [])),
    ...(message ? ["Message", message, ""] : []),
    "Reply to this e-mail to answer the customer.",
  ].join("\n");

  const table = (r: Array<[string, string]>) =>
    `<table cellpadding="4" style="border-collapse:collapse">${r
      .map(([k, val]) => `<tr><th align="left" style="color:#555;font-weight:normal">${escapeHtml(k)}</th><td>${/^https?:\/\//.test(val) ? `<a href="${escapeHtml(val)}">${escapeHtml(val)}</a>` : escapeHtml(val)}</td></tr>`)
      .join("")}</table>`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<h2>${escapeHtml(FORM_TITLES[lead.form] ?? "Lead")} from ${escapeHtml(lead.site.name)}</h2>
<p style="color:#555">Reference <strong>${escapeHtml(lead.reference)}</strong> · lead ${escapeHtml(lead.publicId)} · ${escapeHtml(lead.createdAt.toISOString())}${lead.dealership ? ` · ${escapeHtml(lead.dealership.name)}` : ""}</p>
${sections.map(([h, r]) => (r.length ? `<h3>${escapeHtml(h)}</h3>${table(r)}` : "")).join("\n")}
${message ? `<h3>Message</h3><p style="white-space:pre-wrap">${escapeHtml(message)}</p>` : ""}
</body></html>`;

  return {
    messageId: `<${opts.key}@forecourt>`,
    from: opts.from,
    to: opts.to,
    replyTo: c.email,
    subject: subjectFor(lead),
    text,
    html,
    headers: { "X-Forecourt-Lead": lead.publicId, "X-Forecourt-Delivery": opts.key },
  };
}

/** ADF by e-mail: the CRM reads the XML from the plain-text body. */
export function adfEmail(lead: LeadForDelivery, opts: { key: string; from: string; to: string }): OutgoingEmail {
  return {
    messageId: `<${opts.key}@forecourt>`,
    from: opts.from,
    to: opts.to,
    replyTo: lead.contact.email,
    subject: `ADF lead ${lead.publicId}`,
    text: renderAdf(lead),
    html: null,
    headers: { "X-Forecourt-Lead": lead.publicId, "X-Forecourt-Delivery": opts.key },
  };
}

/** The webhook JSON body: the lead as stored, with its contact fields. */
export function webhookBody(lead: LeadForDelivery, key: string): string {
  return JSON.stringify({
    event: "lead.created",
    delivery_id: key,
    lead: {
      id: lead.publicId,
      reference: lead.reference,
      form: lead.form,
      created_at: lead.createdAt.toISOString(),
      site: { slug: lead.site.slug, name: lead.site.name },
      dealership: lead.dealership,
      contact: { name: lead.contact.name, last_name: lead.contact.lastName, email: lead.contact.email, phone: lead.contact.phone, postcode: lead.contact.postcode },
      payload: lead.payload,
    },
  });
}

export function webhookRequest(lead: LeadForDelivery, opts: { key: string; url: string; secret: string; nowMs: number }): WebhookRequest {
  const body = webhookBody(lead, opts.key);
  const { timestamp, signature } = signWebhook(opts.secret, body, opts.nowMs);
  return {
    url: opts.url,
    body,
    headers: {
      "content-type": "application/json",
      "user-agent": "Forecourt-Leads/1.0",
      "idempotency-key": opts.key,
      "x-forecourt-timestamp": timestamp,
      "x-forecourt-signature": signature,
    },
  };
}

/**
 * The shopper's receipt for a reservation deposit: what they paid, for which car, how long it is
 * held and how to get the deposit back. Sent through the outbox like the dealer's copy.
 */
export function reservationReceiptEmail(lead: LeadForDelivery, opts: { key: string; from: string; to: string }): OutgoingEmail {
  const p = lead.payload;
  const car = vehicleTitle(vehicleOf(lead)) ?? "your car";
  const dealer = lead.dealership?.name ?? lead.site.name;
  const rows: Array<[string, string]> = [
    ["Car", car],
    ["Deposit paid", typeof p.reservation_deposit === "string" ? p.reservation_deposit : ""],
    ["Reserved until", typeof p.reservation_held_until === "string" ? p.reservation_held_until : ""],
    ["Reservation", typeof p.reservation_id === "string" ? p.reservation_id : ""],
    ["Reference", lead.reference],
    ["Paid by", typeof p.reservation_card === "string" ? p.reservation_card : ""],
  ].filter(([, v]) => v) as Array<[string, string]>;
  const refundable = p.reservation_refundable === true ? "Your deposit is 100% refundable: call us or reply to this e-mail and we will refund it in full." : "";
  const vehicleUrl = vehicleOf(lead)?.url ?? null;
  const text = [
    `Thank you, ${lead.contact.name ?? "and welcome"}. ${dealer} has reserved ${car} for you.`,
    "",
    ...rows.map(([k, v]) => `${k}: ${v}`),
    "",
    refundable,
    vehicleUrl ? `The car: ${vehicleUrl}` : "",
    "We will be in touch shortly to arrange the next steps.",
  ]
    .filter((l, i, all) => l !== "" || (i > 0 && all[i - 1] !== ""))
    .join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">
<h2>Your reservation with ${escapeHtml(dealer)}</h2>
<p>Thank you${lead.contact.name ? `, ${escapeHtml(lead.contact.name)}` : ""}. We have reserved <strong>${escapeHtml(car)}</strong> for you.</p>
<table cellpadding="4" style="border-collapse:collapse">${rows.map(([k, v]) => `<tr><th align="left" style="color:#555;font-weight:normal">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join("")}</table>
${refundable ? `<p>${escapeHtml(refundable)}</p>` : ""}
${vehicleUrl ? `<p><a href="${escapeHtml(vehicleUrl)}">View the car</a></p>` : ""}
<p>We will be in touch shortly to arrange the next steps.</p>
</body></html>`;
  return {
    messageId: `<${opts.key}@forecourt>`,
    from: opts.from,
    to: opts.to,
    replyTo: lead.vendorContact?.email ?? null,
    subject: `Your reservation receipt — ${car} — ${dealer} (ref ${lead.reference})`,
    text,
    html,
    headers: {},
  };
}

/**
 * The alert a dealership's admin gets when a lead could not be delivered after every retry: which
 * lead, where it should have gone, why it failed, and where to resend it (the dealer view).
 */
export function deadDeliveryAlertEmail(
  lead: LeadForDelivery,
  failed: { kind: string; target: string; attempts: number; lastError: string | null },
  opts: { key: string; from: string; to: string; leadsUrl: string | null },
): OutgoingEmail {
  const who = [lead.contact.name, lead.contact.lastName].filter(Boolean).join(" ") || "A shopper";
  const lines = [
    `A lead from ${lead.site.name} could not be delivered, so it may not have reached your team.`,
    "",
    `Lead: ${lead.reference} (${lead.form}), received ${lead.createdAt.toISOString()}`,
    `Customer: ${who}${lead.contact.phone ? `, ${formatPhone(lead.contact.phone)}` : ""}${lead.contact.email ? `, ${lead.contact.email}` : ""}`,
    `Should have gone to: ${failed.kind} ${failed.target}`,
    `Tried ${countOf(failed.attempts, "time")}; last error: ${failed.lastError ?? "unknown"}`,
    "",
    "Please contact the customer now, fix the destination, and resend the lead from the dealer view" + (opts.leadsUrl ? `: ${opts.leadsUrl}` : "."),
  ];
  return {
    messageId: `<${opts.key}@forecourt>`,
    from: opts.from,
    to: opts.to,
    replyTo: null,
    subject: `Lead not delivered: ${lead.reference} (${who})`,
    text: lines.join("\n"),
    html: null,
    headers: { "X-Forecourt-Lead": lead.publicId, "X-Forecourt-Delivery": opts.key },
  };
}
