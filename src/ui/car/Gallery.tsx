"use client";
/**
 * The vehicle photo gallery: a native scroll-snap strip (swipe works with no script), with
 * previous/next buttons, arrow keys, a counter, thumbnails and full screen. Every image carries its
 * size and the frame its aspect ratio, so nothing moves as photos load. Only the first photo loads
 * with the page (it is the page's largest paint). Chromium counts a horizontal strip's slides as "near"
 * the viewport, so `loading="lazy"` alone fetched every slide at once; a slide's source is therefore
 * set only once the shopper reaches the gallery (a pointer, touch included, or focus) and then only for the photo
 * shown and the next one. Without script each slide keeps its photo in a <noscript>.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ExpandIcon } from "./car-icons";
import { failedToLoad } from "../photo-failure";
import styles from "./car.module.css";

export interface GalleryImage {
  src: string;
  srcSet: string | null;
  thumb: string;
  /** The thumbnail at its widths (images.ts); null where there is one copy only. */
  thumbSrcSet: string | null;
}

/** A thumbnail's slot: 5.5rem (car.module.css `.thumb`) at the default 16 px. */
const THUMB_SIZES = "88px";

export function Gallery({ images, alt, width, height }: { images: GalleryImage[]; alt: string; width: number; height: number }) {
  const frame = useRef<HTMLDivElement | null>(null);
  const track = useRef<HTMLUListElement | null>(null);
  const thumbs = useRef<HTMLOListElement | null>(null);
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // The photo shown and the track's width when it was shown: when the width changes (entering or
  // leaving full screen, rotating a phone) the same photo is scrolled back into place, instead of
  // the old scroll offset being read against the new width (photo 4 became photo 6).
  const shownIndex = useRef(0);
  const shownWidth = useRef(0);
  // The photo a smooth scroll is on its way to: the scroll events on the way (photos 2 and 3 on
  // the way to 4) must not reset the count, nor the next arrow key start from them.
  const heading = useRef<{ to: number; until: number } | null>(null);
  // How many slides from the start may have a source: 1 until the shopper reaches the gallery.
  const [reach, setReach] = useState(1);
  // Photos that did not load (a feed's host is down, the photo was taken off it): the slide says so
  // instead of showing the browser's broken-image icon, and its thumbnail goes blank.
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const markFailed = useCallback((i: number) => setFailed((f) => (f.has(i) ? f : new Set(f).add(i))), []);
  // A photo can fail before the page hydrates, when no handler was there to hear it.
  const failedBeforeHydration = useCallback((i: number) => (img: HTMLImageElement | null) => {
    if (failedToLoad(img)) markFailed(i);
  }, [markFailed]);
  const count = images.length;
  const reachFrom = useCallback((i: number) => setReach((r) => Math.max(r, Math.min(count, i + 2))), [count]);

  const go = useCallback(
    (i: number) => {
      const t = track.current;
      if (!t || count === 0) return;
      const next = (i + count) % count;
      reachFrom(next);
      t.scrollTo({ left: next * t.clientWidth, behavior: "smooth" });
      heading.current = { to: next, until: performance.now() + 1000 };
      shownIndex.current = next;
      setIndex(next);
    },
    [count, reachFrom],
  );

  useEffect(() => {
    const t = track.current;
    if (!t) return;
    let frameId = 0;
    shownWidth.current = t.clientWidth;
    const keepPhotoIfResized = (): boolean => {
      if (t.clientWidth === shownWidth.current) return false;
      shownWidth.current = t.clientWidth;
      t.scrollTo({ left: shownIndex.current * t.clientWidth, behavior: "instant" });
      return true;
    };
    // Leaving full screen, Chromium may lay the track out again and put it back at the first
    // photo after the resize was handled (seen at phone widths): for a moment after the change,
    // a scroll that lands elsewhere is layout, not the shopper, and the shown photo is restored.
    let settleUntil = 0;
    const restoreShown = () => {
      if (Math.round(t.scrollLeft / Math.max(1, t.clientWidth)) !== shownIndex.current) t.scrollTo({ left: shownIndex.current * t.clientWidth, behavior: "instant" });
    };
    const onScroll = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(() => {
        if (keepPhotoIfResized()) return;
        const shown = Math.round(t.scrollLeft / Math.max(1, t.clientWidth));
        if (performance.now() < settleUntil && shown !== shownIndex.current) return restoreShown();
        const h = heading.current;
        if (h && shown !== h.to && performance.now() < h.until) return;
        heading.current = null;
        shownIndex.current = shown;
        reachFrom(shown);
        setIndex(shown);
      });
    };
    t.addEventListener("scroll", onScroll, { passive: true });
    const resized = new ResizeObserver(() => keepPhotoIfResized());
    resized.observe(t);
    const onFs = () => {
      setFullscreen(document.fullscreenElement === frame.current);
      settleUntil = performance.now() + 800;
      // Once the new layout is in place (two frames on), the shown photo is where it should be.
      requestAnimationFrame(() => requestAnimationFrame(restoreShown));
    };
    document.addEventListener("fullscreenchange", onFs);
    return () => {
      t.removeEventListener("scroll", onScroll);
      resized.disconnect();
      document.removeEventListener("fullscreenchange", onFs);
      cancelAnimationFrame(frameId);
    };
  }, [reachFrom]);

  useEffect(() => {
    const active = thumbs.current?.children[index] as HTMLElement | undefined;
    active?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }, [index]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") {
      e.preventDefault();
      go(shownIndex.current + 1);
    } else if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(shownIndex.current - 1);
    } else if (e.key === "Home") {
      e.preventDefault();
      go(0);
    } else if (e.key === "End") {
      e.preventDefault();
      go(count - 1);
    }
  };

  const toggleFullscreen = () => {
    const f = frame.current;
    if (!f) return;
    if (document.fullscreenElement) void document.exitFullscreen();
    else void f.requestFullscreen?.().catch(() => undefined);
  };

  if (count === 0) {
    return (
      <div className={styles.galleryEmpty} style={{ aspectRatio: `${width} / ${height}` }}>
        <p>Photos coming soon</p>
      </div>
    );
  }

  return (
    <section className={styles.gallery} aria-label={`Photos of the ${alt}`} aria-roledescription="carousel" data-testid="gallery">
      <div
        ref={frame}
        className={`${styles.galleryFrame} ${fullscreen ? styles.galleryFull : ""}`}
        onKeyDown={onKey}
        onPointerEnter={() => reachFrom(index)}
        onFocus={() => reachFrom(index)}
      >
        <ul ref={track} className={styles.galleryTrack} tabIndex={0} aria-label={`Photo ${index + 1} of ${count}. Use the arrow keys to move between photos.`}>
          {images.map((img, i) => (
            <li key={img.src + i} className={styles.gallerySlide} aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} aria-hidden={i === index ? undefined : true}>
              {/* Sized, eager-first and srcset-ed by hand: demo photos come at fixed widths from /media, so next/image would only re-encode them. */}
              {failed.has(i) ? (
                <div className={styles.photoUnavailable} role="img" aria-label={`${alt}, photo ${i + 1}: not available`} data-testid="photo-unavailable">
                  <span aria-hidden="true">Photo unavailable</span>
                </div>
              ) : i < reach ? (
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  ref={failedBeforeHydration(i)}
                  onError={() => markFailed(i)}
                  src={img.src}
                  srcSet={img.srcSet ?? undefined}
                  sizes="(min-width: 1024px) 760px, 100vw"
                  alt={i === 0 ? alt : `${alt}, photo ${i + 1}`}
                  width={width}
                  height={height}
                  loading={i === 0 ? "eager" : "lazy"}
                  fetchPriority={i === 0 ? "high" : "auto"}
                  decoding={i === 0 ? "sync" : "async"}
                  draggable={false}
                />
              ) : (
                <noscript>
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img src={img.src} alt={`${alt}, photo ${i + 1}`} width={width} height={height} loading="lazy" />
                </noscript>
              )}
            </li>
          ))}
        </ul>
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.galleryNav} ${styles.galleryPrev}`} onClick={() => go(shownIndex.current - 1)} aria-label="Previous photo">
              <ChevronLeftIcon size={22} />
            </button>
            <button type="button" className={`${styles.galleryNav} ${styles.galleryNext}`} onClick={() => go(shownIndex.current + 1)} aria-label="Next photo">
              <ChevronRightIcon size={22} />
            </button>
          </>
        ) : null}
        <p className={styles.galleryCount} aria-hidden="true" data-testid="gallery-count">
          {index + 1} / {count}
        </p>
        <button type="button" className={styles.galleryFullBtn} onClick={toggleFullscreen} aria-label={fullscreen ? "Exit full screen" : "View photos full screen"} aria-pressed={fullscreen}>
          <ExpandIcon size={18} />
        </button>
      </div>
      {count > 1 ? (
        <ol ref={thumbs} className={styles.thumbs} aria-label="Choose a photo">
          {images.map((img, i) => (
            <li key={img.thumb + i}>
              <button type="button" className={styles.thumb} aria-current={i === index ? "true" : undefined} onClick={() => go(i)} aria-label={`Show photo ${i + 1}`}>
                {/* eslint-disable-next-line @next/next/no-img-element -- fixed-size lazy thumbnail */}
                {failed.has(i) ? null : <img src={img.thumb} srcSet={img.thumbSrcSet ?? undefined} sizes={img.thumbSrcSet ? THUMB_SIZES : undefined} alt="" width={120} height={80} loading="lazy" decoding="async" onError={() => markFailed(i)} />}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
