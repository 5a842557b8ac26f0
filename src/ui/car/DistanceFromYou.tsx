"use client";
/**
 * "How far is it from you?" on a car's page: the shopper's postcode (remembered from their last
 * lookup or form) gives the distance to where the car is, or, when it can be seen at several
 * locations, which of them is nearest (great-circle distance, src/domain/distance.ts).
 */
import { useId } from "react";
import { byDistance, formatDistance, type NamedPlace } from "../../domain/distance";
import { placeLabel, usePostcodeLookup } from "../geo/postcode-lookup";
import styles from "./car.module.css";

export function DistanceFromYou({ places }: { places: NamedPlace[] }) {
  const id = useId();
  const { busy, message: answer, setMessage: setAnswer, lookup, inputProps } = usePostcodeLookup(`${id}-answer`);

  const find = async (e: React.FormEvent) => {
    e.preventDefault();
    const place = await lookup();
    if (!place) return;
    const ranked = byDistance(place, places);
    const where = placeLabel(place);
    if (!ranked.length) return setAnswer({ text: "We could not work out the distance to this location.", error: false });
    const [nearest, ...others] = ranked;
    setAnswer({
      text:
        others.length === 0
          ? `${nearest!.place.name} is ${formatDistance(nearest!.km)} from ${where}.`
          : `Nearest to ${where}: ${nearest!.place.name}, ${formatDistance(nearest!.km)} away. Then ${others.map((o) => `${o.place.name} (${formatDistance(o.km)})`).join(", ")}.`,
      error: false,
    });
  };

  return (
    <form className={styles.distance} onSubmit={find} data-testid="distance-from-you" aria-label="Distance from your postcode">
      <label htmlFor={`${id}-postcode`}>How far is it from you?</label>
      <div className={styles.distanceRow}>
        <input id={`${id}-postcode`} placeholder="Postcode" {...inputProps} />
        <button type="submit" className="btn btn-outline" disabled={busy} aria-busy={busy || undefined}>
          {busy ? "Finding…" : "Find distance"}
        </button>
      </div>
      {answer ? (
        <p id={`${id}-answer`} role={answer.error ? "alert" : "status"} className={answer.error ? styles.distanceError : styles.distanceAnswer}>
          {answer.text}
        </p>
      ) : null}
    </form>
  );
}
