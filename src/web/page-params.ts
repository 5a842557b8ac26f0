/** A page's search params (Next.js hands them as a record, a key repeated as an array) as URLSearchParams, repeats kept in order. */
export type PageSearchParams = Record<string, string | string[] | undefined>;

export function toUrlSearchParams(raw: PageSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(raw)) {
    if (Array.isArray(v)) v.forEach((x) => params.append(k, x));
    else if (v !== undefined) params.append(k, v);
  }
  return params;
}
