"use client";
/**
 * A page that failed on the server (or in the browser) inside a working site: the site's own
 * header and footer stay (they come from the layout), and the shopper gets an apology, a way to
 * try again and ways back, never a bare "Internal Server Error". The reference is Next.js's
 * digest of the error, which the server logged with the request id (src/instrumentation.ts
 * onRequestError), so support can find the log line.
 *
 * Next.js loads this boundary with every page, so it is kept small: global classes only
 * (.error-page in globals.css), no CSS module whose class map would ride along in the script.
 */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <section className="container error-page" aria-labelledby="page-error-title" data-testid="page-error">
      <p className="eyebrow">Error 500</p>
      <h1 id="page-error-title">Sorry, something went wrong on our side</h1>
      <p>This page could not be shown just now. Please try again in a moment; if it keeps happening, call or visit us and we will help.</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={reset}>
          Try again
        </button>{" "}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Home page</a>
      </p>
      {error.digest ? <p className="muted">Reference: {error.digest}</p> : null}
    </section>
  );
}
