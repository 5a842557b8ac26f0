/**
 * The printable window card of one car (`/print?car_id={slug}`): the dealer's name, logo and
 * colour, phone and address at the top; the car's name, price block (and finance estimate with
 * its comparison rate, where the vehicle page shows one), photos, key specs, details, features,
 * dealer comments, and where to see it with opening hours. Laid out for A4 by
 * print-sheet.module.css, which also hides the site's header and footer on this page. A server
 * component; the toolbar (print, PDF, back) is screen-only.
 */
import type { CarPrintSheet } from "../../cars/car-print";
import { siteInitials } from "../layout/favicon";
import { photoAtWidth } from "./images";
import { DownloadPdf, PrintNowButton } from "./PrintAndPdf";
import styles from "./print-sheet.module.css";

export function PrintSheet({ sheet }: { sheet: CarPrintSheet }) {
  const [main, ...thumbs] = sheet.photos;
  const loc = sheet.location;
  return (
    <article className={styles.sheet} data-testid="print-sheet" style={{ ["--sheet-accent" as string]: sheet.dealer.colour, ["--sheet-accent-contrast" as string]: sheet.dealer.colourContrast }}>
      <div className={styles.toolbar}>
        <PrintNowButton className="btn btn-primary" />
        <DownloadPdf slug={sheet.slug} carId={sheet.carId} className="btn btn-outline" />
        <a href={`/cars/${sheet.slug}`} className="btn btn-light">
          Back to the {sheet.noun.toLowerCase()}
        </a>
      </div>

      <header className={styles.band}>
        <div className={styles.brand}>
          {sheet.dealer.logoUrl ? (
            // A fixed-size brand asset from the site file (it carries the name): printed as is.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={sheet.dealer.logoUrl} alt={sheet.dealer.siteName} width={180} height={44} className={styles.logo} data-testid="print-dealer" />
          ) : (
            <>
              <span className={styles.emblem} aria-hidden="true">
                {siteInitials(sheet.dealer.logoText)}
              </span>
              <strong className={styles.dealerName} data-testid="print-dealer">
                {sheet.dealer.logoText}
              </strong>
            </>
          )}
          {sheet.dealer.dealershipName !== sheet.dealer.siteName && sheet.dealer.dealershipName !== sheet.dealer.logoText ? <span className={styles.dealership}>{sheet.dealer.dealershipName}</span> : null}
        </div>
        <address className={styles.contact}>
          {sheet.phone ? (
            <strong className={styles.phone} data-testid="print-phone">
              {sheet.phone}
            </strong>
          ) : null}
          {loc ? <span>{loc.name}</span> : null}
          {loc?.address ? <span data-testid="print-address">{loc.address}</span> : null}
        </address>
      </header>

      <section className={styles.top}>
        <div>
          <h1 className={styles.title} data-testid="print-name">
            {sheet.name}
          </h1>
          <p className={styles.subtitle}>{sheet.subtitle}</p>
          <p className={styles.ids} data-testid="print-ids">
            <span>Stock #{sheet.stocknum}</span>
            {sheet.vin ? <span>VIN {sheet.vin}</span> : null}
            {sheet.regplate ? <span>Rego {sheet.regplate}</span> : null}
          </p>
        </div>
        <div className={styles.priceBox} data-testid="print-price-block" data-kind={sheet.sold ? "sold" : sheet.price.kind}>
          {sheet.sold ? (
            <p className={styles.sold}>SOLD</p>
          ) : (
            <>
              <p className={styles.price} data-testid="print-price">
                {sheet.price.label}
                {sheet.price.kind === "subscription" ? <span className={styles.unit}>/wk subscription</span> : null}
              </p>
              {sheet.price.wasLabel ? (
                <p className={styles.was}>
                  <span className="visually-hidden">Was </span>
                  <s>{sheet.price.wasLabel}</s> <span>{sheet.price.saveLabel}</span>
                </p>
              ) : null}
              {sheet.price.priceType ? <p className={styles.priceType}>{sheet.price.priceType}</p> : null}
              {sheet.finance ? (
                <div className={styles.finance} data-testid="print-finance">
                  <p className={styles.financeFigure}>
                    Finance from {sheet.finance.repaymentLabel}
                    <span>/{sheet.finance.suffix}</span>
                  </p>
                  <p>
                    {sheet.finance.interestRateLabel} interest · <strong>{sheet.finance.comparisonRateLabel} comparison rate*</strong>
                  </p>
                  <p className={styles.small}>{sheet.finance.basis}</p>
                </div>
              ) : null}
            </>
          )}
        </div>
      </section>

      {main ? (
        <div className={styles.photos}>
          {/* Plain eager images: a print must not wait on lazy loading or an optimiser. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={photoAtWidth(main, 960)} alt={sheet.name} width={1200} height={800} className={styles.mainPhoto} data-testid="print-photo" />
          {thumbs.length ? (
            <div className={styles.thumbs}>
              {thumbs.map((t, i) => (
                // eslint-disable-next-line @next/next/no-img-element
                <img key={t} src={photoAtWidth(t, 320)} alt={`${sheet.name}, photo ${i + 2}`} width={320} height={213} />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}

      {sheet.keySpecs.length ? (
        <dl className={styles.specs} data-testid="print-specs">
          {sheet.keySpecs.map((k) => (
            <div key={k.label}>
              <dt>{k.label}</dt>
              <dd>{k.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <div className={styles.columns}>
        <div>
          <section aria-labelledby="print-details">
            <h2 id="print-details">{sheet.noun} details</h2>
            <dl className={styles.rows}>
              {sheet.details.map((r) => (
                <div key={r.label}>
                  <dt>{r.label}</dt>
                  <dd>{r.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="print-comments" data-testid="print-comments" className={styles.block}>
            <h2 id="print-comments">Dealer comments</h2>
            <p className={styles.comments}>{sheet.comments}</p>
          </section>
        </div>
        <div>
          {sheet.features.length ? (
            <section aria-labelledby="print-features" data-testid="print-features">
              <h2 id="print-features">Features</h2>
              <ul className={styles.features}>
                {sheet.features.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              {sheet.moreFeatures ? <p className={styles.small}>and {sheet.moreFeatures} more</p> : null}
            </section>
          ) : null}
          {loc?.hours.length ? (
            <section aria-labelledby="print-hours" data-testid="print-hours" className={styles.where}>
              {/* Where the car is (name, address, phone) heads the card; its hours close it. */}
              <h2 id="print-hours">Opening hours, {loc.name}</h2>
              <table className={styles.hours}>
                <tbody>
                  {loc.hours.map((h) => (
                    <tr key={h.label}>
                      <th scope="row">{h.label}</th>
                      <td>{h.text}</td>
                    </tr>
                  ))}
                  {loc.specialHours.map((s) => (
                    <tr key={s.date}>
                      <th scope="row">
                        {s.name} ({s.dateLabel})
                      </th>
                      <td>{s.text}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {loc.licence ? <p className={styles.small}>Dealer licence {loc.licence}</p> : null}
            </section>
          ) : null}
        </div>
      </div>

      <p className={styles.fine}>
        {sheet.finance ? <>* {sheet.finance.disclaimer} </> : null}
        Printed {sheet.printedOn} from {sheet.url}. Prices and availability may change; please confirm with {sheet.dealer.dealershipName}.
      </p>
    </article>
  );
}
