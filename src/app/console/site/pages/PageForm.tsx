import { PAGE_BODY_MAX, PAGE_LEAD_MAX, PAGE_SLUG_MAX, PAGE_TITLE_MAX } from "@/domain/page-edit";
import type { ConsolePage } from "@/staff/site-pages";
import { savePageAction } from "../../actions";
import styles from "../../console-pages.module.css";

/**
 * A page's form: new (for a standard page, `standard` is its path; else the dealer gives its /pages/
 * address) or existing. Plain form: no script.
 */
export function PageForm({ page, standard, field, initial }: { page: ConsolePage | null; standard: string | null; field?: string; initial?: { title: string } }) {
  const bad = (f: string) => (field === f ? true : undefined);
  return (
    <form action={savePageAction} className={`${styles.card} ${styles.form}`} data-testid="page-form">
      <input type="hidden" name="page_id" value={page?.id ?? ""} />
      <input type="hidden" name="back" value={page ? `/console/site/pages/${page.id}` : `/console/site/pages/new${standard ? `?standard=${encodeURIComponent(standard)}` : ""}`} />
      {page ? null : standard ? (
        <input type="hidden" name="standard" value={standard} />
      ) : (
        <>
          <label htmlFor="page-slug">Address</label>
          <div className={styles.row}>
            <span aria-hidden="true">/pages/</span>
            <input id="page-slug" name="slug" required maxLength={PAGE_SLUG_MAX} pattern="[a-z0-9]+(-[a-z0-9]+)*" className={styles.input} aria-invalid={bad("slug")} aria-describedby="page-slug-help" placeholder="finance-partners" />
          </div>
          <p id="page-slug-help" className={styles.muted}>
            Lower-case words joined by hyphens. The page lives at /pages/ and this; add it to a menu on the Menus page.
          </p>
        </>
      )}
      <label htmlFor="page-title">Title</label>
      <input id="page-title" name="title" required maxLength={PAGE_TITLE_MAX} defaultValue={page?.title ?? initial?.title ?? ""} className={styles.input} aria-invalid={bad("title")} />
      <label htmlFor="page-lead">Line under the title (optional)</label>
      <input id="page-lead" name="lead" maxLength={PAGE_LEAD_MAX} defaultValue={page?.lead ?? ""} className={styles.input} aria-invalid={bad("lead")} />
      <label htmlFor="page-body">Text</label>
      <textarea id="page-body" name="body" required maxLength={PAGE_BODY_MAX} rows={18} defaultValue={page?.body ?? ""} className={styles.input} aria-invalid={bad("body")} aria-describedby="page-body-help" />
      <p id="page-body-help" className={styles.muted}>
        Markdown: a blank line between paragraphs, <code>## Heading</code>, <code>- item</code> for a list, <code>**bold**</code>, <code>[words](/contact-us)</code> for a link. HTML is shown as
        text.
      </p>
      <label>
        <input type="hidden" name="visible" value="0" />
        <input type="checkbox" name="visible" value="1" defaultChecked={page?.visible ?? true} /> Show it on the website
      </label>
      <button type="submit" className="btn btn-primary" data-testid="page-save">
        {page ? "Save page" : "Create page"}
      </button>
    </form>
  );
}
