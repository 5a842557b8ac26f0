"use client";
/**
 * When the root layout itself fails (the database is down, so not even the site's name can be
 * read), Next.js renders this in place of the whole document: a plain, self-contained page with
 * no site chrome, styled like the "No dealer site" page (.bare-page in globals.css, which the
 * document keeps). Loaded with every page, so it is as small as it can be.
 */
import "./globals.css";

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-AU">
      <body>
        <main className="bare-page" data-testid="global-error">
          <div>
            <h1>Sorry, this site is having trouble</h1>
            <p>We could not show this page just now. Please try again in a few minutes.</p>
            {error.digest ? <p>Reference: {error.digest}</p> : null}
          </div>
        </main>
      </body>
    </html>
  );
}
