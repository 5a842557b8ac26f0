import type { Metadata } from "next";
import Link from "next/link";
import { loadFormPageData, firstParam } from "@/leads/form-context";
import { PART_MAX, VEHICLE_MAX, readPartsRequest } from "@/domain/parts-request";
import { franchisedMakes, joinList } from "@/ui/content/copy";
import { sitePageMetadata } from "@/web/page-meta";
import { requireOptionalPage } from "@/web/optional-page";
import { getSitePage } from "@/web/site-page";
import { PageHeader } from "@/ui/content/PageHeader";
import { LeadForm } from "@/ui/forms/LeadForm";
import formStyles from "@/ui/forms/forms.module.css";

export const generateMetadata = (): Promise<Metadata> =>
  sitePageMetadata(({ site }) => {
    requireOptionalPage(site.config, "parts_search");
    return {
      title: "Find a part",
      description: `Find genuine parts and accessories at ${site.name}: tell us the part and your vehicle and our parts team confirms price and availability.`,
      path: "/parts/search",
    };
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /parts/search: name the part and the vehicle (or its VIN); the page then shows the parts
 * enquiry with both already written in, which reaches the parts team as a Parts Enquiry lead.
 * The search is a plain GET form, so it works before any script has loaded.
 */
export default async function PartsSearch({ searchParams }: Props) {
  const { db, site } = await getSitePage();
  requireOptionalPage(site.config, "parts_search");
  const params = await searchParams;
  const request = readPartsRequest({ part: firstParam(params.part), vehicle: firstParam(params.vehicle), vin: firstParam(params.vin) });
  const { context } = request?.ok ? await loadFormPageData(db, site) : { context: null };
  const makes = franchisedMakes(site);
  const q = request?.query;
  const errors = request && !request.ok ? request.errors : {};
  const field = (name: "part" | "vehicle" | "vin", label: string, opts: { max: number; hint?: string; placeholder?: string; required?: boolean }) => (
    <div className={formStyles.field}>
      <label htmlFor={`parts-${name}`} className={formStyles.label}>
        {label}
        {opts.required ? <span className={formStyles.required}> *</span> : null}
      </label>
      {opts.hint ? (
        <p id={`parts-${name}-hint`} className={formStyles.hint}>
          {opts.hint}
        </p>
      ) : null}
      <input
        id={`parts-${name}`}
        name={name}
        className={formStyles.input}
        defaultValue={q?.[name] ?? ""}
        maxLength={opts.max}
        placeholder={opts.placeholder}
        // Checked on the server, which names the field: a browser's own bubble would not.
        aria-required={opts.required || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={[opts.hint ? `parts-${name}-hint` : null, errors[name] ? `parts-${name}-error` : null].filter(Boolean).join(" ") || undefined}
      />
      {errors[name] ? (
        <p id={`parts-${name}-error`} className={formStyles.fieldError}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  return (
    <>
      <PageHeader
        title="Find a part"
        lead={`${makes.length ? `Genuine ${joinList(makes)} parts` : "Genuine and quality aftermarket parts"} and accessories. Tell us what you need and our parts team confirms the price and when it can be ready.`}
        crumbs={[{ label: "Parts and accessories", href: "/vehicle-parts-and-accessories" }]}
      />
      <div className={`container ${formStyles.page} ${formStyles.pageGrid}`}>
        <div>
          <form method="get" action="/parts/search" role="search" aria-label="Find a part" className={formStyles.form} data-testid="parts-search">
            {field("part", "Part or accessory", { max: PART_MAX, placeholder: "e.g. front brake pads, tow bar, floor mats", required: true })}
            {field("vehicle", "Vehicle", { max: VEHICLE_MAX, placeholder: "e.g. 2019 HiLux SR5", hint: "Make, model and year" })}
            {field("vin", "VIN (optional)", { max: 40, hint: "17 characters, on your rego papers; instead of the vehicle, or as well" })}
            <div className={formStyles.actions}>
              <button type="submit" className="btn btn-primary">
                {request?.ok ? "Update search" : "Find my part"}
              </button>
            </div>
          </form>
          {request?.ok && context ? (
            <section aria-labelledby="parts-enquiry-title" style={{ marginTop: "2rem" }}>
              <h2 id="parts-enquiry-title">Ask our parts team</h2>
              <p>We have written your part and vehicle into the message. Add your details and we will reply with the price and availability, usually the same business day.</p>
              <LeadForm
                key={request.message}
                form="contact"
                context={context}
                defaults={{ category: "Parts Enquiry", message: request.message }}
                pageId="parts-search"
                heading={null}
              />
            </section>
          ) : null}
        </div>
        <aside aria-label="About our parts department">
          <h2>Why genuine parts</h2>
          <p>Made to fit your vehicle exactly, tested to the manufacturer&rsquo;s standards and backed by a parts warranty.</p>
          <p>
            <Link href="/vehicle-parts-and-accessories" prefetch={false}>
              Browse parts and accessories
            </Link>
          </p>
        </aside>
      </div>
    </>
  );
}
