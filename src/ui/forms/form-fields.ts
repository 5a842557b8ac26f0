/**
 * Which fields each lead form shows, in which steps. Pure: the form component renders these,
 * and a step's field names are what `validateStep` checks before moving on.
 */
import { selectsShown, type LeadFormContext } from "../../leads/form-rules";
import { itemNoun } from "../../domain/stock-noun";
import { CREDIT_HISTORIES, EMPLOYMENT_STATUSES, ENQUIRY_CATEGORIES, RESIDENCY_STATUSES, type LeadChoice, type LeadForm } from "../../leads/schemas";

export type FieldKind = "text" | "email" | "tel" | "postcode" | "textarea" | "select" | "checkbox" | "number" | "appointment";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  autoComplete?: string;
  options?: LeadChoice[];
  placeholder?: string;
  hint?: string;
}

const tradeInVehicle: FieldSpec[] = [
  { name: "trade_in_year", label: "Year", kind: "number" },
  { name: "trade_in_make", label: "Make", kind: "text" },
  { name: "trade_in_model", label: "Model", kind: "text" },
  { name: "trade_in_km", label: "Odometer (km)", kind: "number" },
  { name: "rego", label: "Rego", kind: "text" },
];

const contactFields: FieldSpec[] = [
  { name: "name", label: "First name", kind: "text", required: true, autoComplete: "given-name" },
  { name: "last_name", label: "Last name", kind: "text", autoComplete: "family-name" },
  { name: "email", label: "Email", kind: "email", required: true, autoComplete: "email" },
  { name: "phone", label: "Phone", kind: "tel", required: true, autoComplete: "tel" },
  { name: "postcode", label: "Postcode", kind: "postcode", required: true, autoComplete: "postal-code" },
];

export const FORM_HEADINGS: Record<LeadForm, string> = {
  enquiry: "Send an enquiry",
  contact: "Send us a message",
  test_drive: "Book a test drive",
  request_photos: "Request more photos",
  finance: "Finance enquiry",
  trade_in: "Value my trade-in",
  valuation: "Get a valuation",
};

/** A form's heading, naming the car's kind where it is about one ("Enquire about this caravan"). */
export function formHeading(form: LeadForm, car?: { item_type?: string } | null): string {
  if (form === "enquiry" && car) return `Enquire about this ${itemNoun(car.item_type)}`;
  return FORM_HEADINGS[form];
}

export const SUBMIT_LABELS: Record<LeadForm, string> = {
  enquiry: "Send enquiry",
  contact: "Send message",
  test_drive: "Book test drive",
  request_photos: "Request photos",
  finance: "Send finance enquiry",
  trade_in: "Send",
  valuation: "Send",
};

/** How a trade-in's owner wants to hear back, and whether finance is owing on it (search spec §5). */
const tradeInContact: FieldSpec[] = [
  { name: "contact_method", label: "Best way to reach you", kind: "select", options: ["Phone", "Email", "SMS"].map((v) => ({ value: v, label: v })) },
  { name: "finance_owing", label: "Is there finance owing on the car?", kind: "select", options: ["No", "Yes"].map((v) => ({ value: v, label: v })) },
];

/**
 * Which finance form a page shows: the two-step default (/finance), a one-step enquiry
 * (/finance-enquiry), or the three-step soft pre-approval and application (/finance-pre-approval,
 * /apply-for-finance), which add the applicant's income, residency and credit history.
 */
export type FinanceFlow = "default" | "enquiry" | "pre_approval";

export interface StepOptions {
  /** A trade-in whose car the page already asked for (to give the instant estimate): only the contact step is left. */
  vehicleGiven?: boolean;
  financeFlow?: FinanceFlow;
}

const choices = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function formSteps(form: LeadForm, ctx: LeadFormContext, hasCar: boolean, messageRequired: boolean, opts: StepOptions = {}): FieldSpec[][] {
  const { vehicleGiven = false, financeFlow = "default" } = opts;
  const shown = selectsShown(form, ctx, hasCar);
  const where: FieldSpec[] = [
    ...(shown.dealerships.length ? [{ name: "dealership_slug", label: "Dealership", kind: "select" as const, required: true, options: shown.dealerships }] : []),
    ...(shown.locations.length ? [{ name: "location_id", label: "Location", kind: "select" as const, required: true, options: shown.locations }] : []),
  ];
  const consent: FieldSpec[] = [
    { name: "opt_in", label: ctx.config.opt_in_label, kind: "checkbox" },
    ...(ctx.config.terms_checkbox ? [{ name: "terms_conditions", label: "I agree to the terms of use", kind: "checkbox" as const, required: true }] : []),
  ];
  const comments = (required: boolean): FieldSpec => ({ name: "message", label: "Comments", kind: "textarea", required });
  switch (form) {
    case "enquiry":
    case "contact":
      return [
        [
          { name: "category", label: "Category", kind: "select", required: true, options: ENQUIRY_CATEGORIES.map((c) => ({ value: c, label: c })) },
          ...where,
          ...contactFields,
          { name: "rego", label: "Rego (optional)", kind: "text", hint: "Your vehicle's registration, if it is about your vehicle." },
          comments(messageRequired),
          ...consent,
        ],
      ];
    case "test_drive":
      return [
        [...where, { name: "dateTime", label: "Test Drive Booking Date", kind: "appointment", hint: "Optional: we will confirm the time with you." }],
        [...contactFields, comments(false), ...consent],
      ];
    case "request_photos":
      return [[...contactFields, { name: "message", label: "Anything in particular? (optional)", kind: "textarea" }, ...consent]];
    case "finance": {
      const budget: FieldSpec = { name: "vehiclePriceBudget", label: "Vehicle price budget ($)", kind: "number" };
      const loan: FieldSpec[] = [
        budget,
        { name: "deposit", label: "Deposit or trade-in ($)", kind: "number" },
        { name: "term_years", label: "Loan term", kind: "select", options: [1, 2, 3, 4, 5, 6, 7].map((y) => ({ value: String(y), label: `${y} year${y > 1 ? "s" : ""}` })) },
      ];
      const employment: FieldSpec = { name: "employment_status", label: "Employment", kind: "select", options: choices(EMPLOYMENT_STATUSES) };
      if (financeFlow === "enquiry") return [[...where, budget, ...contactFields, comments(false), ...consent]];
      if (financeFlow === "pre_approval") {
        return [
          [...where, ...loan],
          [
            employment,
            { name: "annual_income", label: "Annual income before tax ($)", kind: "number", hint: "A rough figure is fine." },
            { name: "residency_status", label: "Residency", kind: "select", options: choices(RESIDENCY_STATUSES) },
            { name: "credit_history", label: "How would you describe your credit history?", kind: "select", options: choices(CREDIT_HISTORIES) },
          ],
          [...contactFields, comments(false), ...consent],
        ];
      }
      return [
        [...where, ...loan, employment],
        [...contactFields, comments(false), ...consent],
      ];
    }
    case "trade_in":
    case "valuation":
      return [
        ...(vehicleGiven ? [] : [[...tradeInVehicle]]),
        [...where, ...contactFields, ...tradeInContact, comments(false), ...consent],
      ];
  }
}
