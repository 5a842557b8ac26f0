/**
 * What a site calls its stock in "Browse our 1,234 cars": cars, or caravans, motorcycles or
 * trucks when all listed stock is of that one kind; "vehicles" for a mix.
 */
const FORMS: Record<string, { one: string; many: string }> = {
  car: { one: "car", many: "cars" },
  caravan: { one: "caravan", many: "caravans" },
  motorcycle: { one: "motorcycle", many: "motorcycles" },
  truck: { one: "truck", many: "trucks" },
};
const MIXED = { one: "vehicle", many: "vehicles" };

export function stockNouns(byItemType: Record<string, number>): { one: string; many: string } {
  const kinds = Object.keys(byItemType).filter((k) => (byItemType[k] ?? 0) > 0);
  if (kinds.length === 0) return FORMS.car!;
  if (kinds.length === 1) return FORMS[kinds[0]!] ?? MIXED;
  return MIXED;
}

/** What a handful of picked items is called, from their item types (none given counts as a car): "caravans", "vehicles" for a mix. */
export function nounsForItems(itemTypes: ReadonlyArray<string | null | undefined>): { one: string; many: string } {
  const byItemType: Record<string, number> = {};
  for (const t of itemTypes) {
    const key = t || "car";
    byItemType[key] = (byItemType[key] ?? 0) + 1;
  }
  return stockNouns(byItemType);
}

/** The noun for a count: "1 car", "2 cars". */
export function stockNoun(byItemType: Record<string, number>, count: number): string {
  const forms = stockNouns(byItemType);
  return count === 1 ? forms.one : forms.many;
}

/** What one item of stock is called: "car", "caravan", "motorcycle", "truck" ("vehicle" if unknown). */
export function itemNoun(itemType: string | null | undefined): string {
  return (itemType ? FORMS[itemType]?.one : FORMS.car!.one) ?? MIXED.one;
}
