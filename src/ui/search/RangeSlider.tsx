"use client";
/**
 * A two-thumb range slider for price, km or year (search-and-browsing §5): bounds from the
 * results' stats (0 to 100000 without them), values rounded to 1000 (price, km), thumbs that
 * cannot cross, and out-of-range attempts ignored and logged. The rules are
 * src/domain/range-slider.ts; this is only the two native range inputs, so arrow keys,
 * Page Up/Down, Home and End work as everywhere else.
 */
import { useId, useRef, useState, type PointerEvent } from "react";
import { applySliderChange, sliderBounds, type SliderAttribute, type SliderValue } from "../../domain/range-slider";
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
  // `current` is the rounded value (label, URL); `pos` is where the thumbs are. They differ because
  // the step (range/100) is not a multiple of the 1000 rounding: a thumb moved to its rounded value
  // would snap back to the step grid and undo the key press.
  const [current, setCurrent] = useState<SliderValue>(fromProps);
  const [pos, setPos] = useState<SliderValue>(fromProps);
  // A new search (or back/forward) moves the thumbs to what the URL says.
  const key = `${fromProps.min}:${fromProps.max}:${bounds.min}:${bounds.max}`;
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    // The URL catching up with this slider's own move leaves the thumbs where the shopper put them.
    if (fromProps.min !== current.min || fromProps.max !== current.max) {
      setCurrent(fromProps);
      setPos(fromProps);
    }
  }
  const id = useId();
  /** Whether a side sits where the URL's filter put it: it then stands for that filter, not for the bound it waits at. */
  const untouched = (s: "min" | "max", at: number) => value?.[s] !== undefined && at === fromProps[s];

  const attempt = (raw: SliderValue) => {
    let next = raw;
    if (next.min > next.max) {
      // The thumb that moved stops at the other one.
      next = raw.min !== pos.min ? { min: raw.max, max: raw.max } : { min: raw.min, max: raw.min };
    }
    const change = applySliderChange(attribute, current, next, bounds);
    if (!change.accepted) {
      console.info(`slider ${attribute}: ignored ${change.reason}`, change.attempted);
      return;
    }
    setPos(next);
    setCurrent(change.value);
    // A side the shopper did not move keeps the filter the URL has, even one beyond the bounds
    // ("From $1,000" where the cheapest car is $20,000): moving one thumb never drops the other's filter.
    const side = (s: "min" | "max", inside: boolean) => (untouched(s, change.value[s]) ? { [s]: value![s] } : inside ? { [s]: change.value[s] } : {});
    onChange({ ...side("min", change.value.min > bounds.min), ...side("max", change.value.max < bounds.max) });
  };

  const span = bounds.max - bounds.min || 1;
  const left = ((pos.min - bounds.min) / span) * 100;
  const right = ((pos.max - bounds.min) / span) * 100;
  // One source with the chips: while the thumbs are where the URL put them, the label says the
  // filter itself, even where other filters narrowed the bounds past it (the thumb waits at the end
  // of the track; "$32,000" is still the filter, not the $52,000 the thumb sits at).
  const shown = {
    min: untouched("min", current.min) ? value!.min! : current.min,
    max: untouched("max", current.max) ? value!.max! : current.max,
  };
  const inputs = useRef<{ min: HTMLInputElement | null; max: HTMLInputElement | null }>({ min: null, max: null });
  // A press on the track moves the nearer thumb there (the inputs only take presses on a thumb).
  const THUMB_PX = 24;
  const onTrackPress = (e: PointerEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.button !== 0) return;
    // The press is the slider's: no focus change to the page behind it (the moved thumb takes focus).
    e.preventDefault();
    const rect = e.currentTarget.getBoundingClientRect();
    const ratio = Math.min(1, Math.max(0, (e.clientX - rect.left - THUMB_PX / 2) / Math.max(1, rect.width - THUMB_PX)));
    const at = Math.min(bounds.max, bounds.min + Math.round((ratio * span) / bounds.step) * bounds.step);
    const side = Math.abs(at - pos.min) < Math.abs(at - pos.max) || (at < pos.min && pos.min === pos.max) ? "min" : "max";
    attempt(side === "min" ? { min: at, max: pos.max } : { min: pos.min, max: at });
    inputs.current[side]?.focus();
  };
  return (
    <div className={styles.slider} data-testid={`slider-${attribute}`}>
      <p className={styles.sliderValue} id={`${id}-value`} aria-live="polite">
        {format(shown.min)} – {format(shown.max)}
      </p>
      <div className={styles.sliderTrack} style={{ ["--from" as string]: `${left}%`, ["--to" as string]: `${right}%` }} onPointerDown={onTrackPress} data-testid={`slider-${attribute}-track`}>
        <input
          ref={(el) => {
            inputs.current.min = el;
          }}
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={pos.min}
          aria-label={`Minimum ${label}`}
          aria-valuetext={format(shown.min)}
          aria-describedby={`${id}-value`}
          onChange={(e) => attempt({ min: Number(e.currentTarget.value), max: pos.max })}
        />
        <input
          type="range"
          min={bounds.min}
          max={bounds.max}
          step={bounds.step}
          value={pos.max}
          ref={(el) => {
            inputs.current.max = el;
          }}
          aria-label={`Maximum ${label}`}
          aria-valuetext={format(shown.max)}
          aria-describedby={`${id}-value`}
          onChange={(e) => attempt({ min: pos.min, max: Number(e.currentTarget.value) })}
        />
      </div>
    </div>
  );
}
