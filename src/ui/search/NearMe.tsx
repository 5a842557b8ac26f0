"use client";
/**
 * The search's distance filter: the shopper's postcode and a radius pick the site's locations
 * within it (great-circle distance, 6371 km Earth radius: src/domain/distance.ts), and the
 * results are filtered to those locations (the Location facet, so both search engines and the
 * URL already know it). None within reach: the nearest is named and nothing is filtered.
 */
import { useId, useState } from "react";
import { DISTANCE_CHOICES_KM, formatDistance, placesWithin, byDistance, type NamedPlace } from "../../domain/distance";
import { placeLabel, usePostcodeLookup } from "../geo/postcode-lookup";
import styles from "./search.module.css";

export function NearMe({ locations, selected, onApply }: { locations: NamedPlace[]; selected: string[]; onApply: (names: string[]) => void }) {
  const id = useId();
  const [radius, setRadius] = useState<number>(100);
  const { busy, message: note, setMessage: setNote, lookup, inputProps } = usePostcodeLookup(`${id}-note`);

  const find = async () => {
    const place = await lookup();
    if (!place) return;
    const where = placeLabel(place);
    const within = placesWithin(place, locations, radius);
    if (!within.length) {
      const nearest = byDistance(place, locations)[0];
      setNote({ text: `None of our locations is within ${radius} km of ${where}.${nearest ? ` The nearest is ${nearest.place.name}, ${formatDistance(nearest.km)} away.` : ""}`, error: false });
      return;
    }
    setNote({ text: `${within.length} location${within.length === 1 ? "" : "s"} within ${radius} km of ${where}: ${within.map((w) => `${w.place.name} (${formatDistance(w.km)})`).join(", ")}.`, error: false });
    onApply(within.map((w) => w.place.name));
  };

  return (
    <div className={styles.nearMe} data-testid="near-me">
      <div className={styles.nearMeRow}>
        <span>
          <label htmlFor={`${id}-postcode`}>Your postcode</label>
          <input
            id={`${id}-postcode`}
            className={styles.textInput}
            {...inputProps}
            onKeyDown={(e) => {
              // Inside the filter form: Enter looks the postcode up instead of submitting the search.
              if (e.key === "Enter") {
                e.preventDefault();
                void find();
              }
            }}
          />
        </span>
        <span>
          <label htmlFor={`${id}-radius`}>Within</label>
          <select id={`${id}-radius`} className={styles.select} value={radius} onChange={(e) => setRadius(Number(e.currentTarget.value))}>
            {DISTANCE_CHOICES_KM.map((km) => (
              <option key={km} value={km}>
                {km} km
              </option>
            ))}
          </select>
        </span>
      </div>
      <button type="button" className="btn btn-outline" onClick={() => void find()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Finding…" : "Find locations near me"}
      </button>
      {note ? (
        <p id={`${id}-note`} className={note.error ? styles.nearMeError : styles.nearMeNote} role={note.error ? "alert" : "status"}>
          {note.text}
        </p>
      ) : null}
      {selected.length ? <p className={styles.nearMeNote}>Showing cars at {selected.join(", ")}.</p> : null}
    </div>
  );
}
