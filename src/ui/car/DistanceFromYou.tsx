"use client";
/**
 * "How far is it from you?" on a car's page: the shopper's postcode (remembered from their last
 * lookup or form) gives the distance to where the car is, or, when it can be seen at several
 * locations, which of them is nearest (great-circle distance, src/domain/distance.ts).
 */
import { useEffect, useId, useState } from "react";
import { byDistance, formatDistance } from "../../domain/distance";
import { lookupPostcode, rememberedPostcode } from "../geo/postcode-lookup";
import styles from "./car.module.css";

export interface DistancePlace {
  name: string;
  lat: number | null;
  lng: number | null;
}

export function DistanceFromYou({ places }: { places: DistancePlace[] }) {
  const id = useId();
  const [postcode, setPostcode] = useState("");
  const [answer, setAnswer] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // The remembered postcode is in this browser only: read after hydration, so server and client first render alike.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setPostcode((p) => p || rememberedPostcode()), []);

  const find = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const found = await lookupPostcode(postcode);
    setBusy(false);
    if (!found.ok) return setAnswer({ text: found.message, error: true });
    const ranked = byDistance(found.place, places);
    const where = `${found.place.postcode} (${found.place.locality})`;
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
        <input
          id={`${id}-postcode`}
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          placeholder="Postcode"
          value={postcode}
          aria-invalid={answer?.error || undefined}
          aria-describedby={answer ? `${id}-answer` : undefined}
          onChange={(e) => setPostcode(e.currentTarget.value.replace(/\D/g, "").slice(0, 4))}
        />
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
