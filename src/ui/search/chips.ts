/**
 * The applied filters as removable chips (text, each facet value, each range), and how removing a
 * make keeps only the models of the makes left. Pure: the search page and its tests read these.
 */
import type { NumericRange, RangeName, SearchQuery } from "../../search/query-core";
import { SECTION_FACETS, type FacetName } from "../../search/facets";
import { rangeLabel } from "../../domain/range-label";

/** What these read of a result: its facet counts. */
type Facets = { facets: Partial<Record<FacetName, Record<string, number>>> };

export interface Chip {
  key: string;
  label: string;
  remove: (q: SearchQuery) => SearchQuery;
}

/**
 * The selected models that belong to one of these makes, read from the make_model facet ("Toyota
 * Corolla"): with Toyota and Mazda chosen, removing Mazda keeps a Corolla and drops a CX-5.
 */
export function modelsOfMakes(models: string[], makes: string[], result: Facets): string[] {
  const pairs = new Set(Object.keys(result.facets.make_model ?? {}));
  return models.filter((m) => makes.some((make) => pairs.has(`${make} ${m}`)));
}

/** The applied filters as removable chips (text, each facet value, each range). */
export function chipsOf(query: SearchQuery, result: Facets): Chip[] {
  const chips: Chip[] = [];
  if (query.query) chips.push({ key: "query", label: `“${query.query}”`, remove: (q) => ({ ...q, query: "" }) });
  for (const [facet, values] of Object.entries(query.filters) as [FacetName, string[]][]) {
    const section = SECTION_FACETS.find((s) => s.facet === facet);
    for (const v of values) {
      chips.push({
        key: `${facet}:${v}`,
        label: section?.label ? section.label(v) : v,
        remove: (q) => {
          const rest = (q.filters[facet] ?? []).filter((x) => x !== v);
          return { ...q, filters: { ...q.filters, [facet]: rest, ...(facet === "make" ? { model: modelsOfMakes(q.filters.model ?? [], rest, result) } : {}) } };
        },
      });
    }
  }
  for (const [name, range] of Object.entries(query.ranges) as [RangeName, NumericRange][]) {
    chips.push({
      key: `range:${name}`,
      label: rangeLabel(name, range),
      remove: (q) => {
        const ranges = { ...q.ranges };
        delete ranges[name];
        return { ...q, ranges };
      },
    });
  }
  return chips;
}
