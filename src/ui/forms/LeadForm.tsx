"use client";
/**
 * Every lead form (enquiry, contact, test drive, request photos, finance, trade-in, valuation):
 * fields from form-fields.ts, rules from the shared zod schema, states idle → submitting →
 * success | failure (spec section 4). Multi-step forms validate each step before moving on and
 * save it as a draft; the last step is sent with last_step true.
 */
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { unavailableCarNote } from "../../domain/availability";
import { enquiryEventId } from "../../domain/events";
import { itemNoun } from "../../domain/stock-noun";
import { appointmentDaysOf, type AppointmentDay } from "../../leads/appointments";
import { enquiryMessageRequired, preselected, schemaOptionsFor, type LeadFormCar, type LeadFormContext } from "../../leads/form-rules";
import { GENERAL_ENQUIRY, HONEYPOT_FIELD, validateLead, validateStep, type FieldIssue, type LeadForm as LeadFormKind } from "../../leads/schemas";
import { leadAttributes, readProfile, recordPageVisit, saveLastEnquiry, saveProfile, saveSuccessMarker } from "./browser-store";
import { CheckboxField, ErrorSummary, SelectField, TextareaField, TextField, type SummaryItem } from "./fields";
import { formHeading, formSteps, SUBMIT_LABELS, type FieldSpec, type FinanceFlow } from "./form-fields";
import { newIdempotencyKey, prepareForm, sendLead, trackLead, type PreparedForm } from "./lead-client";
import styles from "./forms.module.css";

export const SUBMIT_ERROR_ALERT = "An error occurred when submitting this form";
export const UNEXPECTED_ERROR = "An unexpected error occured";

type Values = Record<string, string | boolean>;
type Status = "idle" | "submitting" | "success" | "failure";

export interface LeadFormProps {
  form: LeadFormKind;
  context: LeadFormContext;
  car?: LeadFormCar | null;
  /** Initial values (category, dealership_slug, vehiclePriceBudget …). */
  defaults?: Record<string, string | boolean>;
  pageId?: string;
  /** "inline": show the thank-you in place instead of going to /success. */
  successMode?: "redirect" | "inline";
  heading?: string | null;
  onSuccess?: (leadId: string) => void;
  /** A trade-in whose car the page already asked for (sent in `defaults`): only the contact step is shown. */
  vehicleGiven?: boolean;
  /** Which finance form (form-fields.ts `FinanceFlow`). */
  financeFlow?: FinanceFlow;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayLabel = (d: AppointmentDay) => `${WEEKDAYS[d.weekday]} ${Number(d.date.slice(8, 10))} ${MONTHS[Number(d.date.slice(5, 7)) - 1]}`;
const timeLabel = (t: string) => {
  const h = Number(t.slice(0, 2));
  return `${h % 12 === 0 ? 12 : h % 12}:${t.slice(3)} ${h < 12 ? "am" : "pm"}`;
};

export function LeadForm({ form, context, car = null, defaults = {}, pageId, successMode = "redirect", heading, onSuccess, vehicleGiven = false, financeFlow = "default" }: LeadFormProps) {
  const router = useRouter();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const fieldId = (name: string) => `lf${uid}--${name}`;
  const hasCar = car !== null;
  const steps = useMemo(() => formSteps(form, context, hasCar, enquiryMessageRequired(context.config, pageId), { vehicleGiven, financeFlow }), [form, context, hasCar, pageId, vehicleGiven, financeFlow]);
  const allFields = useMemo(() => steps.flat(), [steps]);

  const [values, setValues] = useState<Values>(() => {
    // Marketing consent is never assumed (Spam Act 2003: express consent): the box starts unticked.
    const v: Values = { opt_in: false, terms_conditions: false, [HONEYPOT_FIELD]: "" };
    for (const f of allFields) if (!(f.name in v)) v[f.name] = f.kind === "checkbox" ? false : "";
    if (form === "enquiry" || form === "contact") v.category = GENERAL_ENQUIRY;
    for (const f of allFields) if (f.kind === "select" && f.options && f.name !== "category") v[f.name] = preselected(f.options);
    // A trade-in owner is called unless they choose otherwise (search spec §5: Phone is the default).
    if (allFields.some((f) => f.name === "contact_method")) v.contact_method = "Phone";
    return { ...v, ...defaults };
  });
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [status, setStatus] = useState<Status>("idle");
  const [failure, setFailure] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  const [reference, setReference] = useState<string | null>(null);
  const summaryRef = useRef<HTMLDivElement | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const keyRef = useRef<string>("");
  const preparedRef = useRef<Promise<PreparedForm> | null>(null);

  const prepare = useCallback(() => {
    keyRef.current ||= newIdempotencyKey();
    const p = prepareForm(keyRef.current);
    p.catch(() => {
      // Retried when the shopper sends: a blip while the form opened must not lose the lead.
      if (preparedRef.current === p) preparedRef.current = null;
    });
    preparedRef.current = p;
    return p;
  }, []);

  useEffect(() => {
    recordPageVisit();
    const profile = readProfile();
    // Browser storage exists only after hydration: the server render cannot know the profile.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((v) => {
      const next = { ...v };
      for (const k of ["name", "last_name", "email", "phone", "postcode"] as const) if (!next[k] && profile[k]) next[k] = profile[k]!;
      return next;
    });
    prepare();
  }, [prepare]);

  // Location options follow the chosen dealership; with exactly one left it is chosen for the shopper.
  const locationField = allFields.find((f) => f.name === "location_id");
  const dealershipShown = allFields.some((f) => f.name === "dealership_slug");
  const locationOptions = useMemo(() => {
    const all = context.locations.filter((l) => locationField?.options?.some((o) => o.value === l.value));
    return dealershipShown && values.dealership_slug ? all.filter((l) => l.dealership_slug === values.dealership_slug) : all;
  }, [context.locations, locationField, dealershipShown, values.dealership_slug]);

  const appointmentDays = useMemo(() => {
    const loc = (values.location_id as string) || (car?.location_id ? String(car.location_id) : "");
    return appointmentDaysOf(context.schedules[loc] ?? context.schedules[""]);
  }, [context.schedules, values.location_id, car]);

  const schemaOptions = useMemo(() => {
    const o = schemaOptionsFor(form, context, hasCar, pageId);
    return {
      ...o,
      checkTestDriveTime: (local: string) =>
        appointmentDays.some((d) => d.date === local.slice(0, 10) && d.times.includes(local.slice(11))) ? null : "Please choose a test drive time from the list.",
    };
  }, [form, context, hasCar, pageId, appointmentDays]);

  const set = (name: string, value: string | boolean) => {
    setValues((v) => {
      const next = { ...v, [name]: value };
      if (name === "dealership_slug" && locationField) {
        const opts = context.locations.filter((l) => l.dealership_slug === value && locationField.options?.some((o) => o.value === l.value));
        next.location_id = opts.length === 1 ? opts[0]!.value : "";
      }
      if (name === "location_id") next.dateTime = "";
      return next;
    });
    if (errors[name]) setErrors((e) => ({ ...e, [name]: "" }));
  };

  /** The body as the API takes it: what the form shows, plus the car and where it was sent from. */
  const body = (lastStep: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = { form, last_step: lastStep, lead_attributes: leadAttributes(), url: window.location.href.slice(0, 2000) };
    if (pageId) out.page_id = pageId;
    if (car) out.car_id = car.id;
    if (form === "request_photos") out.request_text = "Please send photos for this car";
    for (const [k, v] of Object.entries(values)) {
      if (k === "dateTime_date") continue;
      if (!allFields.some((f) => f.name === k) && k !== HONEYPOT_FIELD && !(k in defaults)) continue;
      out[k] = v;
    }
    if (!context.config.terms_checkbox) delete out.terms_conditions;
    return out;
  };

  const labelOf = (field: string) => allFields.find((f) => f.name === field)?.label ?? null;
  const showErrors = (all: FieldIssue[]) => {
    // One message per field: the first is the one to act on.
    const seen = new Set<string>();
    const issues = all.filter((i) => {
      const f = i.field.split(".")[0]!;
      if (seen.has(f)) return false;
      seen.add(f);
      return true;
    });
    const byField: Record<string, string> = {};
    for (const i of issues) byField[i.field.split(".")[0]!] ??= i.message;
    setErrors(byField);
    setSummary(
      issues.map((i) => {
        const f = i.field.split(".")[0]!;
        const shown = allFields.some((x) => x.name === f);
        return { id: shown ? fieldId(f) : null, label: shown ? labelOf(f) : null, message: i.message };
      }),
    );
    setAnnounce("");
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const renew = () => {
    keyRef.current ||= newIdempotencyKey();
    return prepare();
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    const names = steps[step]!.map((f) => f.name);
    const issues = validateStep({ ...body(false), idempotency_key: "step-check-0000" }, names, schemaOptions);
    if (issues.length) return showErrors(issues);
    setErrors({});
    setSummary([]);
    // Once the shopper has told us how to reach them, save the step as a draft in the background
    // (the dealer can follow up an abandoned form); they do not wait for it.
    const draft = body(false);
    if (draft.email || draft.phone) void (preparedRef.current ?? prepare()).then((p) => sendLead(p, draft, renew)).catch(() => {});
    setStep((s) => s + 1);
    setAnnounce(`Step ${step + 2} of ${steps.length}`);
    // The next step starts at its first field, not on the button that was pressed.
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea')?.focus(),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (status === "submitting") return;
    const payload = body(true);
    const check = validateLead({ ...payload, idempotency_key: "client-check-0000" }, schemaOptions);
    if (!check.ok) {
      // Errors of an earlier step: go back to it.
      const first = check.errors[0]!.field.split(".")[0]!;
      const at = steps.findIndex((s) => s.some((f) => f.name === first));
      if (at >= 0 && at !== step) setStep(at);
      return showErrors(check.errors);
    }
    setErrors({});
    setSummary([]);
    setFailure(null);
    setStatus("submitting");
    setAnnounce("Sending…");
    let outcome;
    try {
      const prepared = await (preparedRef.current ?? prepare());
      outcome = await sendLead(prepared, payload, renew);
    } catch {
      outcome = { kind: "failed" as const, error: null, status: null };
    }
    if (outcome.kind === "ok") {
      const category = typeof payload.category === "string" ? payload.category : null;
      trackLead({ event_id: enquiryEventId(car?.car_type ?? null, form, car?.tag), form, lead_id: outcome.leadId, car_id: car?.id ?? null, category });
      const carRef = car ? { id: car.id, name: car.name, slug: car.slug } : null;
      saveLastEnquiry({ car: carRef, category, form });
      saveProfile({ name: String(values.name ?? ""), last_name: String(values.last_name ?? ""), email: String(values.email ?? ""), phone: String(values.phone ?? ""), postcode: String(values.postcode ?? "") });
      const dealership = context.dealerships.find((d) => d.value === (values.dealership_slug || car?.dealership_slug))?.label ?? null;
      saveSuccessMarker({ lead_id: outcome.leadId, reference: outcome.reference, form, name: String(values.name ?? "") || null, car: carRef, category, dealership, at: new Date().toISOString() });
      onSuccess?.(outcome.leadId);
      if (successMode === "inline" || outcome.inlineSuccess) {
        setReference(outcome.reference);
        setStatus("success");
        setAnnounce("Thank you. Your enquiry has been sent.");
      } else {
        setAnnounce("Sent. Taking you to the confirmation page…");
        router.push("/success");
      }
      return;
    }
    if (outcome.kind === "invalid") {
      setStatus("idle");
      const first = outcome.errors[0]?.field.split(".")[0];
      const at = steps.findIndex((s) => s.some((f) => f.name === first));
      if (at >= 0 && at !== step) setStep(at);
      return showErrors(outcome.errors);
    }
    setStatus("failure");
    const message = outcome.error ?? UNEXPECTED_ERROR;
    setFailure(message);
    setAnnounce("");
    window.alert(SUBMIT_ERROR_ALERT);
  };

  if (status === "success") {
    return (
      <div className={styles.success} role="status" data-testid="lead-form-success">
        <h2>Thank you{values.name ? `, ${String(values.name)}` : ""}!</h2>
        <p>Your {form === "test_drive" ? "test drive request" : "enquiry"} has been sent. The team will be in touch shortly.</p>
        {reference ? (
          <p className={styles.fine}>
            Your reference: <strong data-testid="lead-form-reference">{reference}</strong>
          </p>
        ) : null}
      </div>
    );
  }

  const isLast = step === steps.length - 1;
  const renderField = (f: FieldSpec) => {
    const id = fieldId(f.name);
    const common = { id, name: f.name, label: f.label, required: f.required, error: errors[f.name] || undefined, hint: f.hint };
    const str = (values[f.name] as string | undefined) ?? "";
    switch (f.kind) {
      case "textarea":
        return <TextareaField key={f.name} {...common} value={str} onChange={(v) => set(f.name, v)} />;
      case "select":
        return <SelectField key={f.name} {...common} value={str} onChange={(v) => set(f.name, v)} options={f.name === "location_id" ? locationOptions : (f.options ?? [])} />;
      case "checkbox":
        return <CheckboxField key={f.name} {...common} checked={values[f.name] === true} onChange={(v) => set(f.name, v)} />;
      case "appointment": {
        const date = str.slice(0, 10);
        const day = appointmentDays.find((d) => d.date === date);
        return (
          <fieldset key={f.name} className={styles.fieldset} aria-describedby={errors.dateTime ? `${id}-error` : undefined}>
            <legend className={styles.label}>{f.label}</legend>
            {f.hint ? <p className={styles.hint}>{f.hint}</p> : null}
            <div className={styles.row}>
              <SelectField
                id={`${id}-date`}
                name="dateTime_date"
                label="Day"
                value={date}
                placeholder="No preference"
                onChange={(v) => set("dateTime", v ? `${v}T${appointmentDays.find((d) => d.date === v)?.times[0] ?? "09:00"}` : "")}
                options={appointmentDays.map((d) => ({ value: d.date, label: dayLabel(d) }))}
              />
              <SelectField
                id={`${id}-time`}
                name="dateTime_time"
                label="Time"
                value={day ? str.slice(11) : ""}
                placeholder={day ? "Choose a time" : "Choose a day first"}
                onChange={(v) => set("dateTime", v && date ? `${date}T${v}` : "")}
                options={(day?.times ?? []).map((t) => ({ value: t, label: timeLabel(t) }))}
              />
            </div>
            {errors.dateTime ? (
              <p id={`${id}-error`} className={styles.fieldError}>
                {errors.dateTime}
              </p>
            ) : null}
          </fieldset>
        );
      }
      case "number":
        return <TextField key={f.name} {...common} type="text" inputMode="numeric" value={str} onChange={(v) => set(f.name, v.replace(/[^\d.]/g, ""))} />;
      case "postcode":
        return <TextField key={f.name} {...common} type="text" inputMode="numeric" maxLength={4} autoComplete={f.autoComplete} value={str} onChange={(v) => set(f.name, v)} />;
      default:
        return <TextField key={f.name} {...common} type={f.kind === "email" ? "email" : f.kind === "tel" ? "tel" : "text"} autoComplete={f.autoComplete} value={str} onChange={(v) => set(f.name, v)} />;
    }
  };

  const title = heading === null ? null : (heading ?? formHeading(form, car));
  // An old link to a form about a car that has since sold: said plainly, and the form still sends.
  const carGone = car ? unavailableCarNote(car, itemNoun(car.item_type)) : null;
  return (
    <form ref={formRef} className={styles.form} onSubmit={isLast ? submit : next} noValidate data-testid={`lead-form-${form}`} aria-busy={status === "submitting"}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      {car ? (
        <p className={styles.carLine} data-testid="lead-form-car">
          {car.name}
        </p>
      ) : null}
      {carGone ? (
        <p className={styles.carGone} data-testid="lead-form-car-unavailable">
          {carGone}
        </p>
      ) : null}
      {steps.length > 1 ? (
        <p className={styles.stepper} aria-hidden="true">
          Step {step + 1} of {steps.length}
        </p>
      ) : null}
      <ErrorSummary items={summary} summaryRef={summaryRef} />
      {failure ? (
        <p className={styles.failure} role="alert" data-testid="lead-form-failure">
          {failure}
        </p>
      ) : null}
      {steps[step]!.map(renderField)}
      {/* Hidden from people (and from assistive technology); bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" value={String(values[HONEYPOT_FIELD] ?? "")} onChange={(e) => set(HONEYPOT_FIELD, e.target.value)} />
      </div>
      <div className={styles.actions}>
        {step > 0 ? (
          <button type="button" className="btn btn-outline" onClick={() => setStep((s) => s - 1)} disabled={status === "submitting"}>
            Back
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={status === "submitting"} data-testid="lead-form-submit">
          {status === "submitting" ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {isLast ? (status === "submitting" ? "Sending…" : SUBMIT_LABELS[form]) : "Next"}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {context.config.captcha_enabled ? <p className={styles.fine}>This form is protected by a privacy-friendly spam check that runs in your browser.</p> : null}
    </form>
  );
}
