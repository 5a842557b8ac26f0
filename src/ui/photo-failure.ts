/**
 * Whether an <img> has already finished without a picture. A photo can fail before the page
 * hydrates, when no onError handler was there to hear it; the card photo and the gallery check
 * each image once it is attached (CardPhoto.tsx, Gallery.tsx).
 */
export function failedToLoad(img: HTMLImageElement | null): boolean {
  return !!img && img.complete && img.naturalWidth === 0 && !!img.getAttribute("src");
}
