import type { Metadata } from "next";
import Link from "next/link";
import { requireStaff } from "@/web/console-session";
import { listConsoleCars, STOCK_SORTS, type StockQuery, type StockSort } from "@/staff/console-stock";
import { can, dealershipScope } from "@/domain/staff-roles";
import { CONSOLE_FIELD_LABELS, EDIT_MARK_LABELS, TAG_MAX, COMMENTS_MAX } from "@/domain/console-edits";
import { countOf } from "@/domain/count-of";
import { Outcome } from "../Outcome";
import { carEditAction } from "../actions";
import styles from "../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Stock", robots: { index: false, follow: false } };

const money = (n: number | null) => (n === null || n === 0 ? "No price shown" : `$${n.toLocaleString("en-AU")}`);
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The stock table: the cars the member reaches, searched, filtered, sorted and paged on the
 * server; a manager or group admin edits the fields a feed does not own (src/domain/console-edits.ts).
 */
export default async function ConsoleStock({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const qs = new URLSearchParams();
  for (const k of ["q", "dealership", "type", "status", "sort", "page"]) {
    const v = first(params[k]);
    if (v) qs.set(k, v);
  }
  const back = `/console/stock${qs.size ? `?${qs}` : ""}`;
  const { db, site, member } = await requireStaff(back, "stock:view");
  const scope = dealershipScope(member);
  const dealers = scope === null ? site.dealerships : site.dealerships.filter((d) => scope.includes(d.id));
  const dealer = dealers.find((d) => d.slug === first(params.dealership));
  const sort = (first(params.sort) ?? "newest") in STOCK_SORTS ? ((first(params.sort) ?? "newest") as StockSort) : "newest";
  const status = first(params.status);
  const type = first(params.type);
  const query: StockQuery = {
    q: first(params.q),
    dealershipId: dealer?.id,
    carType: type === "new" || type === "used" || type === "demo" ? type : undefined,
    status: status === "in_stock" || status === "sold" || status === "hidden" ? status : undefined,
    sort,
    page: Number(first(params.page)) || 1,
  };
  const { cars, total, page, pages } = await listConsoleCars(db, site, member, query);
  const editable = can(member, "stock:edit");
  const pageHref = (n: number) => {
    const p = new URLSearchParams(qs);
    p.set("page", String(n));
    return `/console/stock?${p}`;
  };
  return (
    <div>
      <h1 className={styles.title}>Stock</h1>
      <p className={styles.lede}>
        {countOf(total, "car")}
        {editable ? ". A change here shows on the website at once; the next feed import keeps it unless the feed changes that field." : "."}
        {can(member, "stock:import") ? (
          <>
            {" "}
            <Link href="/console/stock/import">Import a feed</Link>
          </>
        ) : null}
      </p>
      <Outcome done={first(params.done)} error={first(params.error)} field={first(params.field)} />
      <form method="get" action="/console/stock" className={`${styles.card} ${styles.row}`} role="search" aria-label="Stock">
        <label className={styles.form}>
          Search
          <input type="text" name="q" defaultValue={query.q ?? ""} placeholder="Stock no., rego, make, model" className={styles.input} />
        </label>
        {dealers.length > 1 ? (
          <label className={styles.form}>
            Dealership
            <select name="dealership" defaultValue={dealer?.slug ?? ""} className={styles.input}>
              <option value="">All</option>
              {dealers.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={styles.form}>
          Type
          <select name="type" defaultValue={query.carType ?? ""} className={styles.input}>
            <option value="">All</option>
            <option value="new">New</option>
            <option value="used">Used</option>
            <option value="demo">Demo</option>
          </select>
        </label>
        <label className={styles.form}>
          Status
          <select name="status" defaultValue={query.status ?? ""} className={styles.input}>
            <option value="">All</option>
            <option value="in_stock">In stock</option>
            <option value="sold">Sold</option>
            <option value="hidden">Hidden from the website</option>
          </select>
        </label>
        <label className={styles.form}>
          Sort
          <select name="sort" defaultValue={sort} className={styles.input}>
            {Object.entries(STOCK_SORTS).map(([k, label]) => (
              <option key={k} value={k}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-primary">
          Show
        </button>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="stock-table">
          <thead>
            <tr>
              <th scope="col">Car</th>
              <th scope="col">Price</th>
              <th scope="col">On the website</th>
              <th scope="col">In stock</th>
              <th scope="col">Views</th>
            </tr>
          </thead>
          <tbody>
            {cars.map((car) => {
              const edits = Object.keys(car.consoleEdits);
              const id = `car-${car.id}`;
              return (
                <tr key={car.id} id={id} data-testid="stock-row" data-stocknum={car.stocknum}>
                  <td>
                    <a href={`/cars/${car.slug}`}>{car.name}</a>
                    <div className={styles.muted}>
                      Stock {car.stocknum}
                      {car.regplate ? ` · ${car.regplate}` : ""} · {car.carType}
                      {car.km !== null ? ` · ${car.km.toLocaleString("en-AU")} km` : ""}
                    </div>
                    {edits.length ? <div className={styles.muted}>Changed here: {edits.map((f) => EDIT_MARK_LABELS[f] ?? f).join(", ")}</div> : null}
                    <a href={`/console/stock/${car.id}/photos`} className={styles.smallLink} data-testid="car-photos-link">
                      Photos ({car.photosCount})<span className="visually-hidden"> of {car.stocknum}</span>
                    </a>
                    {editable ? (
                      <details className={styles.carRow}>
                        <summary>Edit {car.stocknum}</summary>
                        <form action={carEditAction} className={styles.carEdit} data-testid="car-edit-form">
                          <input type="hidden" name="car_id" value={car.id} />
                          <input type="hidden" name="back" value={back} />
                          <input type="hidden" name="anchor" value={id} />
                          <label>
                            Price ($)
                            <input name="price" inputMode="numeric" defaultValue={car.price ?? ""} className={`${styles.input} ${styles.money}`} />
                          </label>
                          <label>
                            Was price ($)
                            <input name="beforePrice" inputMode="numeric" defaultValue={car.beforePrice ?? ""} className={`${styles.input} ${styles.money}`} />
                          </label>
                          <label>
                            Tag
                            <input name="tag" maxLength={TAG_MAX} defaultValue={car.tag ?? ""} className={styles.input} />
                          </label>
                          <label>
                            Status
                            <select name="status" defaultValue={car.status === "sold" ? "sold" : "in_stock"} className={styles.input}>
                              <option value="in_stock">In stock</option>
                              <option value="sold">Sold</option>
                            </select>
                          </label>
                          {(["certified", "showOnDealerWebsite", "preorder"] as const).map((f) => (
                            <label key={f} className={styles.check}>
                              <input type="hidden" name={f} value="0" />
                              <input type="checkbox" name={f} value="1" defaultChecked={car[f]} /> {CONSOLE_FIELD_LABELS[f]}
                            </label>
                          ))}
                          <label style={{ gridColumn: "1 / -1" }}>
                            Comments
                            <textarea name="dealercomments" rows={3} maxLength={COMMENTS_MAX} defaultValue={car.dealercomments ?? ""} className={styles.input} />
                          </label>
                          <button type="submit" className="btn btn-primary">
                            Save {car.stocknum}
                          </button>
                        </form>
                      </details>
                    ) : null}
                  </td>
                  <td data-testid="stock-price">
                    {money(car.price)}
                    {car.beforePrice ? <div className={styles.muted}>was {money(car.beforePrice)}</div> : null}
                    {car.tag ? <div className={styles.badge}>{car.tag}</div> : null}
                  </td>
                  <td>
                    {car.status === "sold" ? "Sold" : car.showOnDealerWebsite ? "Shown" : "Hidden"}
                    {car.preorder ? <div className={styles.muted}>Coming soon</div> : null}
                    {car.certified ? <div className={styles.muted}>Certified</div> : null}
                  </td>
                  <td>{countOf(car.daysInStock, "day")}</td>
                  <td>{car.views.toLocaleString("en-AU")}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {cars.length === 0 ? <p className={styles.card}>No cars match.</p> : null}
      <nav aria-label="Pages" className={styles.pager}>
        {page > 1 ? <a href={pageHref(page - 1)}>← Previous</a> : null}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages ? <a href={pageHref(page + 1)}>Next →</a> : null}
      </nav>
    </div>
  );
}
