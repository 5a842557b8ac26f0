/**
 * The vehicle page (/cars/{slug}): gallery, the sidebar (title, badges, price block, finance
 * estimate, actions, or the SOLD panel), the detail tabs and lists, the repayment calculator and
 * where to see the car. Server-rendered; the interactive parts are small client islands. Every
 * rule comes from src/domain.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import type { CarPageData } from "../../cars/car-page";
import type { CarFacts } from "../../domain/car-facts";
import type { Site } from "../../site/store";
import type { SearchHit } from "../../search/engine";
import { leadFormCar, type LeadFormContext } from "../../leads/form-rules";
import { cardFlags, cardTag, certifiedLogo } from "../../domain/card-tag";
import { dealerCommentsDisplay } from "../../domain/dealer-comments";
import { dealerHtmlToText } from "../../domain/dealer-html";
import { financeEstimate } from "../../domain/finance-estimate";
import { financeFormHref } from "../../domain/finance-calculator";
import { completeQuote, quoteEligibility, quoteRequestFor, shouldRequestQuote } from "../../domain/finance-quote";
import { belowMarketPrice } from "../../domain/market-price";
import { formatPhone, phoneHref } from "../../domain/phone";
import { formatPrice, priceDisplay } from "../../domain/price";
import { formatReviewCount, parseRating, reviewsVisible, starDisplay } from "../../domain/stars";
import { Stars } from "../reviews/Stars";
import { formatAddress, mapEmbedUrl, mapUrl } from "../../domain/address";
import { carPhone as carPhoneFor } from "../../domain/car-phone";
import { localDate, timeZoneForState } from "../../domain/opening-hours";
import {
  caravanSpecRows,
  carBreadcrumbs,
  carRoute,
  detailRows,
  detailTabs,
  DETAIL_TAB_LABELS,
  FEATURES_PREVIEW,
  financeCardTitle,
  KEY_INFO_PREVIEW,
  keyInformation,
  keySpecRows,
  purchaseButtonLabel,
  sidebarActions,
  vehicleNoun,
  type DetailTabId,
} from "../../domain/vehicle-details";
import { itemNoun } from "../../domain/stock-noun";
import type { PublicLocation } from "../../site/locations";
import { FORM_HEADINGS, formHeading } from "../forms/form-fields";
import { FIND_SIMILAR_HEADING } from "../forms/headings";
import { CarFormButton } from "./CarFormButton";
import { LocationCard } from "../content/LocationCard";
import { ArrowRightIcon, PinIcon } from "../icons";
import { KeepHyphenatedWords } from "../hyphenated-words";
import { DistanceFromYouLazy } from "./DistanceFromYouLazy";
import { BadgeCheckIcon, BodyIcon, FuelIcon, GaugeIcon, GearIcon, SwapIcon } from "./car-icons";
import { CompareToggle } from "../compare/CompareToggle";
import { CompareTraySlot } from "../compare/CompareTraySlot";
import { savingModel } from "../../domain/saving-model";
import { CarSaveButton } from "../watchlist/CarSaveButton";
import { CallNow, ChatBubble, DisclaimerDialog, Favourite, HistoryReportLink, MobileBar, Share } from "./CarControls";
import { CarViewTracker, ViewsCount } from "./CarViews";
import { DownloadPdf, PrintLink } from "./PrintAndPdf";
import { DealerCommentsText, ExpandableList } from "./Expandable";
import { FinanceQuote } from "./FinanceQuote";
import { Gallery } from "./Gallery";
import { photoSources, PHOTO_HEIGHT, PHOTO_WIDTH } from "./images";
import { RepaymentCalculator } from "./RepaymentCalculator";
import { calculatorSetupFor } from "./calculator-setup";
import { StockCards } from "./StockCards";
import { Tabs } from "./Tabs";
import styles from "./car.module.css";

export interface VehiclePageProps {
  data: CarPageData;
  /** The car's facts (carFacts(data.car)), read once by the page for its metadata, JSON-LD and this. */
  car: CarFacts;
  site: Site;
  now: Date;
  origin: string;
  formContext: LeadFormContext;
  similar: SearchHit[];
}

const CONDITION: Record<string, string> = { new: "New", used: "Used", demo: "Demo" };
/** The key specs the sidebar shows, with their icons (the print sheet lists engine and seats too). */
const KEY_SPEC_ICONS: Record<string, ReactNode> = { Odometer: <GaugeIcon />, Transmission: <GearIcon />, Body: <BodyIcon />, Fuel: <FuelIcon /> };

/** The number to call about this car (src/domain/car-phone.ts; the print sheet and PDF use the same rule). */
function carPhone(car: Pick<CarFacts, "car_type">, location: PublicLocation | null, fallback: PublicLocation[], byCarType: boolean): string | null {
  const phone = carPhoneFor(car, location, fallback, byCarType);
  if (!phone) console.warn("No phone number available for car");
  return phone;
}

export function VehiclePage({ data, car, site, now, origin, formContext, similar }: VehiclePageProps) {
  const { dealership, location } = data;
  const certified = car.certified ? certifiedLogo({ make: car.make, dealership_id: dealership.id }, [dealership]) : null;
  const config = site.config;
  const available = car.available;
  const pageLocation = location ?? data.dealershipLocations[0] ?? null;
  const today = localDate(now, timeZoneForState(pageLocation?.state));
  const noun = vehicleNoun(car.item_type);
  const actions = sidebarActions(car, config);
  const price = priceDisplay(car, config);
  const market = belowMarketPrice({ price: price.kind === "reduced" || price.kind === "price" ? price.amount : car.price, autograb_data: car.autograb_data });
  const estimate = financeEstimate(car, { config, dealershipOptedOut: dealership.financeEstimateOptedOut, currentYear: Number(today.ymd.slice(0, 4)) });
  // The personalised quote: the car's own when it is eligible, else asked for by the page once loaded.
  const quoteShown = quoteEligibility(car, config).eligible ? completeQuote(car.youx_quote) : null;
  const quoteFields = shouldRequestQuote(car, config) ? quoteRequestFor(car) : null;
  const quoteRequest = quoteFields ? { car_id: car.id, ...quoteFields } : null;
  const tag = cardTag(car, config, now);
  // Favourite follows the same save rule as the result cards (hidden unless the car is available, and narrower on some sites).
  const canSave = cardFlags(car, config).can_save;
  const saving = savingModel(config);
  const phone = carPhone(car, location, data.dealershipLocations, config.phone_by_car_type);
  const tel = phoneHref(phone);
  const images = car.photos;
  const leadCar = leadFormCar(car, dealership.slug);
  const financeHref = financeFormHref(config.routes.finance, { preferredDealership: dealership.slug, vehiclePriceBudget: price.amount ?? car.price, car_id: car.id, car_type: car.car_type, vin: car.vin });
  const depositAmount = car.payment_processors.find((p) => p.reservable && p.deposit_amount)?.deposit_amount ?? config.deposit_amount;
  const reserveLabel = purchaseButtonLabel(config.purchase_button);
  const url = `${origin}/cars/${car.slug}`;

  const keySpecs = keySpecRows(car).flatMap((row) => (KEY_SPEC_ICONS[row.label] ? [{ ...row, icon: KEY_SPEC_ICONS[row.label] }] : []));
  const details = detailRows(car, today.ymd, config);
  const keyInfo = keyInformation(car.variant);
  const caravanSpecs = car.item_type === "caravan" ? caravanSpecRows(car.specifications) : [];
  const equipment = car.equipment;
  const tabs = detailTabs(config, { standard_equipment: equipment, can_reserve: actions.reserve });
  const commentText = dealerHtmlToText(car.dealercomments);
  const comments = dealerCommentsDisplay(commentText, false);
  const commentsFull = comments.toggleLabel ? dealerCommentsDisplay(commentText, true).text : null;

  // The chat provider's adapter (a real provider), or none: the local adapter is the enquiry form.
  const chatAdapter = config.chat_provider === "livechat" && config.chat_token ? { provider: "livechat" as const, token: config.chat_token } : undefined;
  const enquireButton = (className: string, testId: string) =>
    actions.contact === "chat" ? (
      <CarFormButton label="Instant Message" form="enquiry" dialogLabel={formHeading("enquiry", leadCar)} context={formContext} car={leadCar} pageId="vehicle" className={className} testId={testId} chat={chatAdapter} />
    ) : (
      <CarFormButton label="Enquire Now" form="enquiry" dialogLabel={formHeading("enquiry", leadCar)} context={formContext} car={leadCar} pageId="vehicle" className={className} testId={testId} />
    );

  // The finance form (Get Pre-Approved) and the sold car's find-similar enquiry, each offered in two places.
  const preApprovalButton = (className: string | undefined, testId: string) => (
    <CarFormButton label="Get Pre-Approved" form="finance" dialogLabel={FORM_HEADINGS.finance} context={formContext} car={leadCar} pageId="vehicle" defaults={price.amount ? { vehiclePriceBudget: String(price.amount) } : undefined} className={className} testId={testId} />
  );
  const findSimilarButton = (className: string, testId: string) => (
    <CarFormButton
      label="Find Me Something Similar"
      form="enquiry"
      heading={FIND_SIMILAR_HEADING}
      dialogLabel={FIND_SIMILAR_HEADING}
      context={formContext}
      car={leadCar}
      pageId="vehicle-sold"
      defaults={{ message: `Please find me something similar to the ${car.name}.` }}
      className={className}
      testId={testId}
    />
  );

  const tabPanel = (id: DetailTabId) => {
    switch (id) {
      case "dealer_comments":
        return <DealerCommentsText preview={comments.text} full={commentsFull} />;
      case "whats_included":
        return (
          <ul className={styles.ticks}>
            <li>A full multi-point safety and mechanical inspection before delivery</li>
            {car.car_type === "new" ? (
              <li>The full manufacturer&rsquo;s new-vehicle warranty</li>
            ) : config.used_roadside_assistance_months ? (
              <li>{config.used_roadside_assistance_months} months roadside assistance</li>
            ) : null}
            <li>A professional detail inside and out</li>
            <li>A full tank and a handover with one of our team</li>
          </ul>
        );
      case "why_buy_from_us":
        return (
          <ul className={styles.ticks}>
            <li>Every vehicle inspected and backed by a detailed condition report</li>
            <li>Finance, insurance and extended warranty arranged in one visit</li>
            <li>A fair, transparent valuation of your trade-in</li>
            <li>
              {config.money_back_guarantee_hours ? `A ${config.money_back_guarantee_hours}-hour money-back guarantee and ${formatPrice(depositAmount)} deposits` : `${formatPrice(depositAmount)} deposits`} held for{" "}
              {config.deposit_hold_hours} hours
              {config.deposit_refundable ? ", 100% refundable" : ""}
            </li>
          </ul>
        );
      case "reserve_online":
        return (
          <div>
            <p>
              Reserve this {noun.toLowerCase()} online with a {formatPrice(depositAmount)} deposit and we will hold it for you for {config.deposit_hold_hours} hours
              {config.deposit_refundable ? ". The deposit is 100% refundable." : "."}
            </p>
            <p className="muted">We accept {config.payment_methods.join(", ")}.</p>
            <Link href={carRoute(config.routes.checkout, car.slug)} className="btn btn-primary" prefetch={false}>
              {reserveLabel}
            </Link>
          </div>
        );
      case "protect_your_car":
        return (
          <ul className={styles.ticks}>
            <li>Extended warranty up to 5 years, transferable if you sell</li>
            <li>Paint and interior protection applied by our detailers</li>
            <li>Comprehensive insurance quotes on the spot</li>
          </ul>
        );
      case "features":
        return <ExpandableList items={equipment.map((value) => ({ value }))} preview={FEATURES_PREVIEW} more="Show All" less="Hide" kind="features" testId="features-list" />;
    }
  };

  const rating = pageLocation ? parseRating(pageLocation.averageRating) : null;
  const showReviews = pageLocation && rating !== null && pageLocation.reviewCount > 0 && reviewsVisible(rating, config);
  const stars = rating !== null ? starDisplay(rating) : null;
  const locations = location ? [location] : data.dealershipLocations;

  return (
    <>
      <div className={`container ${styles.page}`} data-testid="vehicle-page" data-car-id={car.id} data-status={car.status}>
        <nav aria-label="Breadcrumb" className={styles.crumbs}>
          <ol>
            {carBreadcrumbs(car, config.routes.default_search).map((c, i, all) => (
              <li key={c.path}>
                {i < all.length - 1 ? (
                  <Link href={c.path} prefetch={false}>
                    {c.name}
                  </Link>
                ) : (
                  <span aria-current="page">{c.name}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.layout}>
          <div className={styles.galleryArea}>
            <Gallery images={images.map(photoSources)} alt={car.name} width={PHOTO_WIDTH} height={PHOTO_HEIGHT} />
          </div>

          <aside className={styles.side} aria-label="Price and enquiry">
            <div className={styles.sideCard}>
              <div className={styles.badges}>
                <span className={styles.chip}>{CONDITION[car.car_type] ?? car.car_type}</span>
                {car.certified ? (
                  <span className={`${styles.chip} ${styles.chipCertified}`} data-testid="certified-badge">
                    {certified ? (
                      // eslint-disable-next-line @next/next/no-img-element -- a small logo at its own size
                      <img src={certified.url} alt={certified.make} width={96} height={24} className={styles.certifiedLogo} />
                    ) : (
                      <BadgeCheckIcon size={16} />
                    )}{" "}
                    Certified pre-owned
                  </span>
                ) : null}
                {tag && tag.kind !== "certified" && tag.kind !== "sold" ? (
                  <span className={`${styles.chip} ${tag.kind === "custom" && tag.colour === "green" ? styles.chipGreen : tag.kind === "custom" ? styles.chipRed : styles.chipTag}`} data-testid="car-tag">
                    {tag.text}
                  </span>
                ) : null}
              </div>
              <h1 className={styles.title}>
                <KeepHyphenatedWords text={car.name} />
              </h1>
              <p className={styles.subtitle}>{[car.series, car.body ?? car.simple_body, car.trans ?? car.simple_transmission, car.colour].filter(Boolean).join(" · ")}</p>

              {keySpecs.length ? (
                <ul className={styles.keySpecs} aria-label="Key specifications" data-testid="key-specs">
                  {keySpecs.map((s) => (
                    <li key={s.label}>
                      {s.icon}
                      <span className="visually-hidden">{s.label}: </span>
                      <span>{s.value}</span>
                    </li>
                  ))}
                </ul>
              ) : null}

              {actions.soldPanel ? (
                <div className={styles.soldPanel} data-testid="sold-panel">
                  <p className={styles.soldStamp}>SOLD</p>
                  {/* The spec's words for a car; a caravan or a motorcycle is called what it is. */}
                  <p className={styles.soldLead}>Unfortunately this {itemNoun(car.item_type)} recently sold.</p>
                  <p>But don&apos;t worry, we can help you find a similar {itemNoun(car.item_type)}!</p>
                  {findSimilarButton("btn btn-primary btn-lg", "find-similar")}
                </div>
              ) : (
                <>
                  <div className={styles.priceBlock} data-testid="price-block" data-kind={price.kind}>
                    <p className={styles.price} data-testid="price">
                      {price.label}
                      {price.kind === "subscription" ? <span className={styles.priceUnit}>/wk subscription</span> : null}
                    </p>
                    {price.kind === "reduced" ? (
                      <p className={styles.wasPrice}>
                        <span className="visually-hidden">Was </span>
                        <s data-testid="was-price">{price.wasLabel}</s>
                        <span className={styles.save}>Save {formatPrice(price.wasAmount - price.amount)}</span>
                      </p>
                    ) : null}
                    {price.priceType ? (
                      <p className={styles.priceType} data-testid="price-type">
                        {price.priceType}
                      </p>
                    ) : null}
                    <div className={styles.priceMeta}>
                      {market ? (
                        <span className={styles.marketBadge} data-testid="below-market">
                          {formatPrice(market.belowBy)} below market average
                        </span>
                      ) : null}
                      {/* Live from view.json after load (the page itself may come from a cache). */}
                      {config.views_counter ? <ViewsCount carId={car.id} initialViews={car.views} /> : null}
                    </div>
                  </div>

                  {estimate.visible ? (
                    <div className={styles.estimate} data-testid="finance-estimate">
                      <p className={styles.estimateFigure}>
                        <span className={styles.estimateFrom}>Finance from</span> {estimate.estimate.repaymentLabel}
                        <span className={styles.estimateSuffix}>/{estimate.estimate.suffix}</span>
                      </p>
                      <p className={styles.estimateRates}>
                        {estimate.estimate.interestRateLabel} interest · <strong>{estimate.estimate.comparisonRateLabel} comparison rate*</strong>
                      </p>
                      <p className={styles.estimateBasis}>{estimate.estimate.basis}</p>
                      <DisclaimerDialog text={estimate.estimate.disclaimer} phone={estimate.estimate.financePhone} phoneHref={phoneHref(config.finance_phone)} />
                    </div>
                  ) : null}

                  {car.reserved && actions.available ? (
                    <p className={styles.reservedNote} data-testid="reserved-note">
                      <strong>Reserved.</strong> This {noun.toLowerCase()} is on hold for a buyer. Holds can end: enquire and we will let you know if it becomes available.
                    </p>
                  ) : null}
                  <div className={styles.actions} data-testid="car-actions">
                    {enquireButton("btn btn-primary btn-lg", "enquire-button")}
                    <CarFormButton label="Book a Test Drive" form="test_drive" dialogLabel={FORM_HEADINGS.test_drive} context={formContext} car={leadCar} pageId="vehicle" className="btn btn-outline btn-lg" testId="test-drive-button" />
                    {actions.reserve ? (
                      <Link href={carRoute(config.routes.checkout, car.slug)} className="btn btn-accent btn-lg" prefetch={false} data-testid="reserve-button">
                        {reserveLabel}
                        <span className={styles.btnNote}>{formatPrice(depositAmount)} {config.deposit_refundable ? "refundable " : ""}deposit</span>
                      </Link>
                    ) : null}
                    {actions.onlinePurchase ? (
                      <Link href={carRoute(config.routes.online_purchase, car.slug)} className="btn btn-outline btn-lg" prefetch={false} data-testid="online-purchase-button">
                        Start online purchase
                      </Link>
                    ) : null}
                    {phone && tel ? (
                      <CallNow display={formatPhone(phone)} href={tel} reveal={config.phone_reveal} carId={car.id} dealershipId={dealership.id} siteId={site.id} className="btn btn-light btn-lg" />
                    ) : null}
                  </div>
                  <ul className={styles.moreActions}>
                    {actions.tradeIn ? (
                      <li>
                        {/* The trade-in flow with its instant estimate; the lead carries this car as the one wanted. */}
                        <SwapIcon size={18} />{" "}
                        <a href={`/cars/trade-in?car_id=${car.id}`} className={styles.linkButton} data-testid="trade-in-button" rel="nofollow">
                          Value my trade-in
                        </a>
                      </li>
                    ) : null}
                    <li>
                      {preApprovalButton(styles.linkButton, "finance-enquiry-button")}
                    </li>
                    <li>
                      <CarFormButton label="Request more photos" form="request_photos" dialogLabel={FORM_HEADINGS.request_photos} context={formContext} car={leadCar} pageId="vehicle" className={styles.linkButton} testId="request-photos-button" />
                    </li>
                    {actions.historyReport ? (
                      <li>
                        <HistoryReportLink href={car.file!} carId={car.id} />
                      </li>
                    ) : null}
                  </ul>
                  {/* After the buttons: a quote asked for after load then moves little when it appears. */}
                  {quoteShown || quoteRequest ? <FinanceQuote initial={quoteShown} request={quoteRequest} /> : null}
                </>
              )}

              <div className={styles.utility}>
                <Share url={url} title={car.name} carName={car.name} carId={car.id} twitter={config.twitter_share} layout={config.share_layout} />
                {/* One way of keeping a car per site (domain/saving-model.ts): the watchlist's Save or the heart. */}
                {canSave && saving === "watchlist" ? <CarSaveButton carId={car.id} carName={car.name} canSave={canSave} className={styles.iconButton} /> : null}
                {canSave && saving === "favourites" ? <Favourite car={{ id: car.id, name: car.name, slug: car.slug, make: car.make, model: car.model, primary_image_url: car.primary_image_url }} price={price.amount} /> : null}
                {canSave && config.compare_enabled ? <CompareToggle car={{ id: car.id, name: car.name, slug: car.slug, primary_image_url: car.primary_image_url, item_type: car.item_type }} className={styles.iconButton} /> : null}
                <PrintLink slug={car.slug} carId={car.id} />
                <DownloadPdf slug={car.slug} carId={car.id} />
                <a href="#vehicle-map" className={styles.iconButton} data-testid="location-link">
                  <PinIcon size={18} />
                  {pageLocation?.city ?? "Location"}
                </a>
              </div>
              <CarViewTracker
                slug={car.slug}
                siteId={site.id}
                carType={car.car_type}
                price={price.amount}
                photosCount={car.photos_count}
                updatedAt={new Date(car.updated_at).toISOString()}
                viewed={{ id: car.id, stocknum: car.stocknum, make: car.make, model: car.model, body: car.body, simple_body: car.simple_body }}
              />
              <p className={styles.stockLine}>
                Stock #{car.stocknum}
                {car.regplate ? ` · Rego ${car.regplate}` : ""}
              </p>
            </div>
          </aside>

          <div className={styles.main}>
            {tabs.length ? (
              <section className={styles.section} aria-labelledby="about-heading">
                <h2 id="about-heading" className="visually-hidden">
                  About this {noun.toLowerCase()}
                </h2>
                <Tabs tabs={tabs.map((t) => ({ id: t, label: DETAIL_TAB_LABELS[t] }))} label={`About this ${noun.toLowerCase()}`}>
                  {tabs.map((t) => tabPanel(t))}
                </Tabs>
              </section>
            ) : null}

            <section className={styles.section} aria-labelledby="details-heading" data-testid="vehicle-details">
              <h2 id="details-heading">{noun} Details</h2>
              <dl className={styles.detailList}>
                {details.map((r) => (
                  <div key={r.label}>
                    <dt>{r.label}</dt>
                    <dd>{r.value}</dd>
                  </div>
                ))}
              </dl>
            </section>

            {caravanSpecs.length ? (
              <section className={styles.section} aria-labelledby="caravan-heading" data-testid="caravan-specs">
                <h2 id="caravan-heading">Caravan specifications</h2>
                <dl className={styles.detailList}>
                  {caravanSpecs.map((r) => (
                    <div key={r.label}>
                      <dt>{r.label}</dt>
                      <dd>{r.value}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}

            {keyInfo.length ? (
              <section className={styles.section} aria-labelledby="keyinfo-heading">
                <h2 id="keyinfo-heading">Key information</h2>
                <ExpandableList items={keyInfo} preview={KEY_INFO_PREVIEW} more="Show More" less="Show Less" kind="specs" testId="key-information" />
              </section>
            ) : null}

            {available ? (
              <section className={`${styles.section} ${styles.calcSection}`} id="finance-calculator" aria-labelledby="calc-heading">
                <h2 id="calc-heading">Repayment calculator</h2>
                <RepaymentCalculator
                  setup={calculatorSetupFor(car, config, estimate.visible ? estimate.estimate : null)}
                  carId={car.id}
                  carSlug={car.slug}
                  financeRoute={config.routes.finance}
                  dealershipSlug={dealership.slug}
                />
                <div className={styles.financeCard} data-testid="car-finance-card">
                  {/* The spec's "Car Finance" card, named for what is financed: "Caravan Finance" for a caravan. */}
                  <h3>{financeCardTitle(car.item_type)}</h3>
                  <p>Know your budget before you visit: apply once for this {noun.toLowerCase()} and our finance team comes back to you with your pre-approval.</p>
                  <div className={styles.financeCardActions}>
                    {preApprovalButton("btn btn-primary", "finance-card-button")}
                    <Link href={financeHref} prefetch={false} className={styles.calcCta}>
                      Apply for finance on this {noun.toLowerCase()} <ArrowRightIcon size={16} />
                    </Link>
                  </div>
                </div>
              </section>
            ) : null}

            <section className={styles.section} id="vehicle-map" aria-labelledby="location-heading" data-testid="vehicle-location">
              <h2 id="location-heading">Where to see this {noun.toLowerCase()}</h2>
              {locations.length ? (
                <div className={locations.length > 3 ? styles.locationCarousel : locations.length > 1 ? styles.locationGrid : styles.locationOne}>
                  {locations.map((l) => (
                    <div key={l.id} className={styles.locationItem}>
                      <MapLink loc={l} embedKey={l.mapKey ?? config.maps_embed_key} zoom={config.map_zoom} />
                      <LocationCard loc={l} now={now} full headingLevel={3} />
                    </div>
                  ))}
                </div>
              ) : (
                <p className="muted">Contact {dealership.name} for where to see this {noun.toLowerCase()}.</p>
              )}
              {locations.length > 3 ? <p className={styles.swipeHint} aria-hidden="true">Swipe for more locations →</p> : null}
              {locations.some((l) => l.lat !== null && l.lng !== null) ? <DistanceFromYouLazy places={locations.map((l) => ({ name: l.name, lat: l.lat, lng: l.lng }))} /> : null}
              {showReviews && stars && pageLocation ? (
                <p className={styles.reviews} data-testid="reviews-badge">
                  <Stars rating={rating} />
                  <strong>{stars.ratingLabel}</strong> from {formatReviewCount(pageLocation.reviewCount)} Google reviews of {pageLocation.name}
                </p>
              ) : null}
            </section>
          </div>
        </div>

        {!available && similar.length ? (
          <section className={styles.similar} aria-labelledby="similar-heading">
            <h2 id="similar-heading">Similar {noun.toLowerCase()}s in stock</h2>
            <StockCards cars={similar} subscriptions={config.subscriptions_enabled} />
          </section>
        ) : null}
      </div>

      {actions.contact === "chat" && !actions.soldPanel ? (
        <ChatBubble>
          {/* Instant Message in the bubble: the same message form as the sidebar's button. */}
          <CarFormButton label="Chat with us" form="enquiry" dialogLabel={formHeading("enquiry", leadCar)} context={formContext} car={leadCar} pageId="vehicle" className="btn btn-primary btn-lg" testId="chat-bubble-button" chat={chatAdapter} />
        </ChatBubble>
      ) : null}

      {config.compare_enabled ? <CompareTraySlot /> : null}
      <MobileBar>
        <div className={styles.mobileBarPrice}>
          <span className={styles.mobileBarName}>{car.name}</span>
          <strong>{actions.soldPanel ? "SOLD" : price.label}</strong>
        </div>
        {actions.soldPanel ? (
          // Sold: the find-similar enquiry instead of the action buttons, as in the sidebar.
          findSimilarButton("btn btn-primary", "mobile-find-similar")
        ) : (
          <>
            {tel && phone ? (
              <a href={tel} className="btn btn-light" aria-label={`Call ${formatPhone(phone)}`}>
                Call
              </a>
            ) : null}
            {enquireButton("btn btn-primary", "mobile-enquire")}
          </>
        )}
      </MobileBar>
    </>
  );
}

/**
 * The map of a location, in a fixed 16:9 box so nothing shifts: with a maps key (the location's
 * own map_key, else the site's maps_embed_key) an embedded Google map at the site's map_zoom (a
 * lazy iframe: loaded only near the viewport) and the link under it;
 * without a key, a tile linking to the place on Google Maps (no script, no key, no cookie).
 */
function MapLink({ loc, embedKey, zoom }: { loc: PublicLocation; embedKey: string | null; zoom: number }) {
  const href = mapUrl(loc);
  const address = formatAddress(loc);
  if (!href) return null;
  const embed = embedKey ? mapEmbedUrl(loc, embedKey, zoom) : null;
  if (embed) {
    return (
      <div className={styles.mapEmbed} data-testid="map-embed">
        <iframe src={embed} title={`Map of ${loc.name}`} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
        <a href={href} target="_blank" rel="noopener noreferrer" data-testid="map-link">
          Open in Google Maps<span className="visually-hidden"> (new tab)</span>
        </a>
      </div>
    );
  }
  return (
    <a href={href} className={styles.mapTile} target="_blank" rel="noopener noreferrer" data-testid="map-link">
      <span className={styles.mapPin} aria-hidden="true">
        <PinIcon size={28} />
      </span>
      <span className={styles.mapText}>
        <strong>{loc.name}</strong>
        <span>{address}</span>
        <span className={styles.mapOpen}>
          Open in Google Maps<span className="visually-hidden"> (new tab)</span>
        </span>
      </span>
    </a>
  );
}
