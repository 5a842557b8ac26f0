"use client";
/**
 * The offers page's price sliders (src/domain/offer-price.ts): two range inputs in steps of 500
 * in a GET form, so the filter works without JavaScript (the server snaps and orders the range);
 * with it, the figures follow the thumbs and the minimum is kept a step below the maximum.
 */
import { Fragment, useState } from "react";
import { OFFER_PRICE, type OfferPriceRange } from "../../domain/offer-price";
import { formatPrice } from "../../domain/money";
import styles from "./content.module.css";

const SLIDERS = [
  { key: "min", label: "Minimum price" },
  { key: "max", label: "Maximum price" },
] as const;

export function OfferPriceFilter({ action, value }: { action: string; value: OfferPriceRange }) {
  const [range, setRange] = useState(value);
  const { min, max, step } = OFFER_PRICE;
  return (
    <form method="get" action={action} className={styles.priceFilter} aria-label="Filter offers by price" data-testid="offer-price-filter">
      <fieldset>
        <legend>Price</legend>
        <p className={styles.priceFilterValue} aria-live="polite">
          {formatPrice(range.min)} to {formatPrice(range.max)}
        </p>
        {SLIDERS.map(({ key, label }) => (
          <Fragment key={key}>
            <label htmlFor={`offer-price-${key}`}>{label}</label>
            <input
              id={`offer-price-${key}`}
              name={`price_${key}`}
              type="range"
              min={min}
              max={max}
              step={step}
              value={range[key]}
              aria-valuetext={formatPrice(range[key])}
              onChange={(e) => {
                const v = Number(e.currentTarget.value);
                // The thumbs never cross: each stops a step short of the other.
                setRange((r) => (key === "min" ? { min: Math.min(v, r.max - step), max: r.max } : { min: r.min, max: Math.max(v, r.min + step) }));
              }}
            />
          </Fragment>
        ))}
      </fieldset>
      <div className={styles.priceFilterActions}>
        <button type="submit" className="btn btn-primary">
          Show offers
        </button>
        <a href={action}>Clear</a>
      </div>
    </form>
  );
}
