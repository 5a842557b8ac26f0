"use client";
/**
 * A two-thumb range slider for price, km or year (search-and-browsing §5): bounds from the
 * results' stats (0 to 100000 without them), values rounded to 1000 (price, km), thumbs that
 * cannot cross, and out-of-range attempts ignored and logged. The rules are
 * src/domain/range-slider.ts; this is only the two native range inputs, so arrow keys,
 * Page Up/Down, Home and End work as everywhere else.
 */
import { useId, useState } from "react";
import { applySliderChange, roundSliderValue, sliderBounds, SLIDER_ROUNDING, type SliderAttribute, type SliderValue } from "../../domain/range-slider";
import type { NumericRange } from "../../search/query";
import styles from "./search.module.css";

export interface RangeSliderProps {
  attribute: SliderAttribute;
  label: string;
  stats: { min: number; max: number } | undefined;
  value: NumericRange | undefined;
  format: (n: number) => string;
  /** Called with the new range (undefined sides at their bounds); the caller debounces. */
  onChange: (range: NumericRange) => void;
}

export function RangeSlider({ attribute, label, stats, value, format, onChange }: RangeSliderProps) {
  const bounds = sliderBounds(attribute, stats);
  const fromProps: SliderValue = {
    min: Math.min(Math.max(value?.min ?? bounds.min, bounds.min), bounds.max),
    max: Math.max(Math.min(value?.max ?? bounds.max, bounds.max), bounds.min),
  };
  const [current, setCurrent] = useState<SliderValue>(fromProps);
  // A new search (or back/forward) moves the thumbs to what the URL says.
  const key = `${fromProps.min}:${fromProps.max}:${bounds.min}:${bounds.max}`;
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setCurrent(fromProps);
  }
  const id = useId();

  const attempt = (raw: SliderValue) => {
    // A step smaller than the rounding unit would round back to where the thumb was, and the
    // arrow keys would never move it: a move always goes at least one unit its way.
    const unit = SLIDER_ROUNDING[attribute];
    const nudge = (to: number, from: number) => (to !== from && roundSliderValue(attribute, to) === from ? from + Math.sign(to - from) * unit : to);
    const next = { min: nudge(raw.min, current.min), max: nudge(raw.max, current.max) };
    const change = applySliderChange(attribute, current, next, bounds);
    if (!change.accepted) {
      console.info(`slider ${attribute}: ignored ${change.reason}`, change.attempted);
      return;
    }
    setCurrent(change.value);
    onChange({
      ...(change.value.min > bounds.min ? { min: change.value.min } : {}),
      ...(change.value.max < bounds.max ? { max: change.value.max } : {}),
    });
  };

  const span = bounds.max - bounds.min || 1;
  const left = ((current.min - bounds.min) / span) * 100;
  const right = ((current.max - bounds.min) / span) * 100;
  return (
    <div className={styles.slider} data-testid={`slider-${attribute}`}>
      <p className={styles.sliderValue} id={`${id}-value`} aria-live="polite">
        {format(current.min)} – {format(current.max)}
      </p>
      <div className={styles.sliderTrack} style={{ ["--from" as string]: `${left}%`, ["--to" as string]: `${right}%` }}>
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={current.min}
          aria-label={`Minimum ${label}`}
          aria-valuetext={format(current.min)}
          aria-describedby={`${id}-value`}
          onChange={(e) => attempt({ min: Number(e.currentTarget.value), max: current.max })}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={current.max}
          aria-label={`Maximum ${label}`}
          aria-valuetext={format(current.max)}
          aria-describedby={`${id}-value`}
          onChange={(e) => attempt({ min: current.min, max: Number(e.currentTarget.value) })}
        />
      </div>
    </div>
  );
}
