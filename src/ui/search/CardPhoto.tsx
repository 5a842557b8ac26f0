"use client";
/**
 * A result card's photo. A photo that does not load (a feed's host is down, the photo was taken off
 * it) becomes the card's "Photo unavailable" panel instead of the browser's broken-image icon; a
 * photo can also fail before the page hydrates, so the first render checks the image it was given.
 */
import { useCallback, useState } from "react";
import type { CardImage } from "../../search/card-view";
import { failedToLoad } from "../photo-failure";
import styles from "./search.module.css";

export function CardPhoto({ image, priority }: { image: CardImage; priority: boolean }) {
  const [failed, setFailed] = useState(false);
  const failedBeforeHydration = useCallback((img: HTMLImageElement | null) => {
    if (failedToLoad(img)) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span className={styles.noPhoto} data-testid="photo-unavailable">
        Photo unavailable
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized, lazy card photo at set widths (srcset)
    <img
      ref={failedBeforeHydration}
      onError={() => setFailed(true)}
      src={image.src}
      srcSet={image.srcSet}
      sizes="(min-width: 1280px) 300px, (min-width: 1024px) 28vw, (min-width: 640px) 46vw, 94vw"
      alt=""
      width={640}
      height={480}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
    />
  );
}
