"use client";
/**
 * A page that failed on the server (or in the browser) inside a working site: the site's own
 * header and footer stay (they come from the layout), and the shopper gets an apology, a way to
 * try again and ways back into the stock, never a bare "Internal Server Error". The reference is
 * Next.js's digest of the error, which the server logged with the request id
 * (src/instrumentation.ts onRequestError), so support can find the log line.
 */
import { useEffect } from "react";
import styles from "@/ui/content/content.module.css";

export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    // Browser-side failures have no server log line; the console keeps them for support.
    if (!error.digest) console.error(error);
  }, [error]);
  return (
    <section className={`container ${styles.notFound}`} aria-labelledby="page-error-title" data-testid="page-error">
      <p className="eyebrow">Error 500</p>
      <h1 id="page-error-title">Sorry, something went wrong on our side</h1>
      <p className={styles.lead}>This page could not be shown just now. Please try again in a moment; if it keeps happening, call or visit us and we will help.</p>
      <ul className={styles.pillLinks} aria-label="Ways on">
        <li>
          <button type="button" className="btn btn-primary" onClick={() => reset()}>
            Try again
          </button>
        </li>
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Home page</a>
        </li>
        <li>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/contact">Contact us</a>
        </li>
      </ul>
      {error.digest ? <p className="muted">Reference: {error.digest}</p> : null}
    </section>
  );
}
