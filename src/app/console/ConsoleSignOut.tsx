import { consoleSignOutAction } from "./actions";
import styles from "@/ui/console/console.module.css";

/** Sign out of the console: the session ends on the server, not just in this browser. */
export function ConsoleSignOut() {
  return (
    <form action={consoleSignOutAction}>
      <button type="submit" className={styles.signOut} data-testid="console-sign-out">
        Sign out
      </button>
    </form>
  );
}
