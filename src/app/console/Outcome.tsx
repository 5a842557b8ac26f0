import styles from "./console-pages.module.css";

/** What the last console form did: saved, or the field that was wrong and why. */
export function Outcome({ done, error, field }: { done?: string | undefined; error?: string | undefined; field?: string | undefined }) {
  if (error) {
    return (
      <p role="alert" className={styles.error} data-testid="console-error" data-field={field}>
        {error.slice(0, 300)}
      </p>
    );
  }
  if (done) {
    return (
      <p role="status" className={styles.done} data-testid="console-done">
        {done.slice(0, 200)}
      </p>
    );
  }
  return null;
}
