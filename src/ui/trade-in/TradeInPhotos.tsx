"use client";
/**
 * Photos of the shopper's car, added while they describe it: each file is sent on its own to
 * POST /api/trade-in/photos as it is picked (so a slow connection shows progress per photo and a
 * bad file is named at once), shown as a thumbnail the server re-encoded, and removable. The ids
 * travel with the trade-in lead.
 */
import { useId, useState, type Dispatch, type SetStateAction } from "react";
import { MAX_TRADE_IN_PHOTOS } from "../../domain/valuation";
import styles from "./trade-in.module.css";
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export interface UploadedPhoto {
  id: string;
  url: string;
}

type Pending = { key: string; name: string };

export function TradeInPhotos({ photos, onChange }: { photos: UploadedPhoto[]; onChange: Dispatch<SetStateAction<UploadedPhoto[]>> }) {
  const inputId = useId();
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setError(null);
    const room = MAX_TRADE_IN_PHOTOS - photos.length - pending.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > chosen.length) setError(`You can add up to ${MAX_TRADE_IN_PHOTOS} photos.`);
    await Promise.all(
      chosen.map(async (file, i) => {
        const key = `${Date.now()}-${i}-${file.name}`;
        setPending((p) => [...p, { key, name: file.name }]);
        try {
          const res = await fetch("/api/trade-in/photos", { method: "POST", headers: { "content-type": file.type || "application/octet-stream" }, body: file });
          const body = (await res.json().catch(() => null)) as (UploadedPhoto & { error?: string }) | null;
          if (!res.ok || !body?.id) {
            setError(`${file.name}: ${body?.error ?? "the photo could not be added."}`);
            return;
          }
          onChange((now) => [...now, { id: body.id, url: body.url }]);
        } catch {
          setError(`${file.name}: we could not send the photo. Check your connection and try again.`);
        } finally {
          setPending((p) => p.filter((x) => x.key !== key));
        }
      }),
    );
  };

  const remove = (id: string) => onChange((now) => now.filter((p) => p.id !== id));

  const full = photos.length + pending.length >= MAX_TRADE_IN_PHOTOS;
  return (
    <div className={styles.photos} data-testid="trade-in-photos">
      <label htmlFor={inputId} className={styles.photosLabel}>
        Photos (optional)
      </label>
      <p id={`${inputId}-hint`} className={styles.small}>
        Up to {MAX_TRADE_IN_PHOTOS}: the front, the back, each side, the interior and any damage help us get the figure right.
      </p>
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={full}
        aria-describedby={`${inputId}-hint${error ? ` ${inputId}-error` : ""}`}
        onChange={(e) => {
          void upload(e.currentTarget.files);
          e.currentTarget.value = "";
        }}
        className={styles.photosInput}
      />
      {error ? (
        <p id={`${inputId}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
      {photos.length || pending.length ? (
        <ul className={styles.photoList} aria-label="Photos added">
          {photos.map((p, i) => (
            <li key={p.id} className={styles.photo}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of the shopper's own upload, already resized by the server */}
              <img src={p.url} alt={`Photo ${i + 1} of your car`} width={120} height={90} />
              <button type="button" className={styles.photoRemove} onClick={() => remove(p.id)} aria-label={`Remove photo ${i + 1}`}>
                ×
              </button>
            </li>
          ))}
          {pending.map((p) => (
            <li key={p.key} className={`${styles.photo} ${styles.photoPending}`} aria-live="polite">
              Adding {p.name}…
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
