"use client";
/**
 * The favourites page's list: the cars this device keeps (src/domain/favourites.ts) with what the
 * site says of each now (GET /api/cars/status): sold, reserved, gone, or a price that moved since
 * the heart was pressed. If the check fails the saved cars still show, with a note.
 */
import { useEffect, useState, useSyncExternalStore } from "react";
import { favouriteStatus } from "../../domain/favourite-status";
import { FAVOURITE_PRICES_KEY, FAVOURITES_KEY, readFavouriteEntries, readFavouritePrices, type FavouriteEntry } from "../../domain/favourites";
import { formatPrice } from "../../domain/money";
import { cardImage } from "../../search/card-view";
import type { CarStatus } from "../../cars/car-status";
import styles from "./favourites.module.css";

const CHANGED = "forecourt:favourite";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

const read = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};

type Live = { state: "loading" } | { state: "failed" } | { state: "ready"; cars: Map<number, CarStatus> };

export function FavouritesList({ searchHref, nouns }: { searchHref: string; nouns: { one: string; many: string } }) {
  // The raw stored strings are the snapshots (stable between renders); parsed below.
  const rawList = useSyncExternalStore(subscribe, () => read(FAVOURITES_KEY), () => undefined);
  const rawPrices = useSyncExternalStore(subscribe, () => read(FAVOURITE_PRICES_KEY), () => null);
  const list = rawList === undefined ? null : readFavouriteEntries(rawList).slice().reverse();
  const prices = readFavouritePrices(rawPrices);
  const ids = list?.map((e) => e.id).join(",") ?? "";
  const [live, setLive] = useState<Live>({ state: "loading" });

  useEffect(() => {
    if (!ids) return;
    let cancelled = false;
    fetch(`/api/cars/status?ids=${ids}`, { headers: { accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ cars: CarStatus[] }>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((body) => !cancelled && setLive({ state: "ready", cars: new Map(body.cars.map((c) => [c.id, c])) }))
      .catch((err) => {
        console.warn("favourites: status check failed", err);
        if (!cancelled) setLive({ state: "failed" });
      });
    return () => {
      cancelled = true;
    };
  }, [ids]);

  const remove = (entry: FavouriteEntry) => {
    try {
      localStorage.setItem(FAVOURITES_KEY, JSON.stringify(readFavouriteEntries(read(FAVOURITES_KEY)).filter((e) => e.id !== entry.id)));
      const p = readFavouritePrices(read(FAVOURITE_PRICES_KEY));
      delete p[String(entry.id)];
      localStorage.setItem(FAVOURITE_PRICES_KEY, JSON.stringify(p));
    } catch (err) {
      console.warn("favourites: not stored", err);
    }
    window.dispatchEvent(new Event(CHANGED));
  };

  if (list === null) return <p className={styles.loading}>Loading your favourites…</p>;
  if (list.length === 0) {
    return (
      <div className={styles.empty} data-testid="favourites-empty">
        <p>You have no favourites on this device yet. Press the heart on any {nouns.one} to keep it here.</p>
        <a className="btn btn-primary" href={searchHref}>
          Browse our stock
        </a>
      </div>
    );
  }
  return (
    <>
      <p className={styles.count} aria-live="polite" data-testid="favourites-count">
        {list.length} {list.length === 1 ? nouns.one : nouns.many}
        {live.state === "failed" ? ". We could not check their latest prices just now." : ""}
      </p>
      <ul className={styles.grid}>
        {list.map((entry) => {
          const now = live.state === "ready" ? live.cars.get(entry.id) : undefined;
          const status = live.state === "ready" ? favouriteStatus(now, prices[String(entry.id)], formatPrice) : null;
          const img = cardImage(now?.imageUrl ?? entry.primary_image_url);
          const gone = status?.kind === "gone";
          return (
            <li key={entry.id} className={styles.card} data-testid="favourite-card" data-slug={entry.slug} data-status={status?.kind ?? "loading"}>
              {/* eslint-disable-next-line @next/next/no-img-element -- sized card photo (a /media width or the feed URL), as the result cards */}
              {img ? <img src={img.src} srcSet={img.srcSet} sizes="(min-width: 1024px) 320px, (min-width: 640px) 45vw, 100vw" alt="" width={640} height={427} loading="lazy" /> : <span className={styles.noPhoto} aria-hidden="true" />}
              <div className={styles.body}>
                <h2 className={styles.name}>{gone ? entry.name : <a href={`/cars/${entry.slug}`}>{now?.name ?? entry.name}</a>}</h2>
                {now ? <p className={styles.price}>{now.priceLabel}</p> : null}
                {status?.text ? (
                  <p className={`${styles.status} ${status.kind === "price_down" ? styles.good : ""}`} data-testid="favourite-status">
                    {status.text}
                  </p>
                ) : null}
                <div className={styles.actions}>
                  {now?.available && !now.reserved ? (
                    <a className="btn btn-primary" href={`/enquire?car_id=${entry.id}`} rel="nofollow">
                      Enquire<span className="visually-hidden"> about the {entry.name}</span>
                    </a>
                  ) : null}
                  {status && status.kind !== "unchanged" && status.kind !== "price_down" && status.kind !== "price_up" ? (
                    <a className="btn btn-light" href={`${searchHref}?${new URLSearchParams({ make: entry.make, model: entry.model }).toString()}`}>
                      Find similar
                    </a>
                  ) : null}
                  <button type="button" className={styles.remove} onClick={() => remove(entry)} data-testid="favourite-remove">
                    Remove<span className="visually-hidden"> the {entry.name}</span>
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
