import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { requireStaff } from "@/web/console-session";
import { findCarPhotos } from "@/staff/console-photos";
import { can } from "@/domain/staff-roles";
import { MAX_CAR_PHOTOS, MAX_PHOTOS_PER_UPLOAD } from "@/domain/car-photos";
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from "@/storage/photo-encoding";
import { Outcome } from "../../../Outcome";
import { arrangePhotoAction } from "../../../actions";
import styles from "../../../console-pages.module.css";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Car photos", robots: { index: false, follow: false } };

/** One car's photos: add (re-encoded, kept in the object store), reorder, make main, remove. */
export default async function CarPhotosPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ done?: string; error?: string; field?: string }> }) {
  const { id } = await params;
  const query = await searchParams;
  const here = `/console/stock/${id.replace(/\D/g, "")}/photos`;
  const { db, site, member } = await requireStaff(here, "stock:view");
  const car = /^\d{1,12}$/.test(id) ? await findCarPhotos(db, site, member, Number(id)) : null;
  if (!car) notFound();
  const editable = can(member, "stock:edit");
  const room = MAX_CAR_PHOTOS - car.images.length;
  const last = car.images.length - 1;
  return (
    <div>
      <p className={styles.muted}>
        <Link href="/console/stock">← Stock</Link>
      </p>
      <h1 className={styles.title}>Photos of {car.name}</h1>
      <p className={styles.lede}>
        Stock {car.stocknum} · {car.images.length} of {MAX_CAR_PHOTOS} photos · the first is the main photo on the car&rsquo;s card and page.{" "}
        <a href={`/cars/${car.slug}`}>See it on the website</a>
      </p>
      {car.arranged ? <p className={styles.muted}>Arranged here: the next feed import keeps this order until the feed&rsquo;s own photos change.</p> : null}
      <Outcome done={query.done} error={query.error} field={query.field} />
      {editable ? (
        <form method="post" action={`/api/console/stock/${car.id}/photos`} encType="multipart/form-data" className={styles.card} data-testid="photo-upload">
          <label htmlFor="photos" className={styles.photoUploadLabel}>
            Add photos
          </label>
          <p id="photos-help" className={styles.muted}>
            Up to {MAX_PHOTOS_PER_UPLOAD} at a time, JPEG, PNG, WebP or AVIF, {MAX_PHOTO_BYTES / 1024 / 1024} MB each. They go at the end; we turn them upright, size them for the web and remove their location data.
            {room <= 0 ? " This car has no room for more: remove some first." : ""}
          </p>
          <div className={styles.photoUpload}>
            <input id="photos" name="photos" type="file" multiple accept={PHOTO_TYPES.join(",")} aria-describedby="photos-help" aria-invalid={query.field === "photos" || undefined} className={styles.input} disabled={room <= 0} required />
            <button type="submit" className="btn btn-primary" disabled={room <= 0}>
              Upload photos
            </button>
          </div>
        </form>
      ) : null}
      {car.images.length === 0 ? (
        <p className={styles.card} data-testid="no-photos">
          No photos yet. Cars with photos get far more enquiries: add a few from every side and the interior.
        </p>
      ) : (
        <ol className={styles.photoGrid} data-testid="car-photos">
          {car.images.map((url, i) => (
            <li key={`${i}:${url}`} className={styles.photo} data-testid="car-photo" data-url={url}>
              {/* eslint-disable-next-line @next/next/no-img-element -- a feed's photos are other hosts' full-size images; a thumbnail at its own size */}
              <img src={url} alt={`Photo ${i + 1} of ${car.name}`} width={320} height={240} loading={i < 6 ? "eager" : "lazy"} decoding="async" />
              <div className={styles.muted}>
                Photo {i + 1}
                {i === 0 ? <strong> · Main photo</strong> : null}
              </div>
              {editable ? (
                <div className={styles.photoActions}>
                  {(
                    [
                      ["earlier", "Earlier", `Move photo ${i + 1} earlier`, i === 0],
                      ["later", "Later", `Move photo ${i + 1} later`, i === last],
                      ["first", "Make main", `Make main: photo ${i + 1}`, i === 0],
                      ["remove", "Remove", `Remove photo ${i + 1}`, false],
                    ] as const
                  ).map(([move, text, label, off]) =>
                    off ? null : (
                      <form key={move} action={arrangePhotoAction}>
                        <input type="hidden" name="car_id" value={car.id} />
                        <input type="hidden" name="index" value={i} />
                        <input type="hidden" name="url" value={url} />
                        <input type="hidden" name="move" value={move} />
                        <input type="hidden" name="back" value={here} />
                        <button type="submit" className="btn btn-outline" aria-label={label}>
                          {text}
                        </button>
                      </form>
                    ),
                  )}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
