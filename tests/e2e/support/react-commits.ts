/**
 * What React re-renders on a page, counted from the browser. React reports every commit to the
 * React DevTools hook when one is installed before its script runs; this installs a minimal one
 * that records, per commit, the function components that rendered with new props (a component
 * that React skipped keeps the very props object it had, so it is not counted). A component whose
 * own state changed with the same props is not counted either: the counts name what a state change
 * dragged along, which is what costs a slow phone its time (docs/benchmarks.md, 2026-11-27 evening).
 *
 * Host elements name a component: each entry is the first DOM element it renders
 * ("details.section", "aside#filters").
 */
import type { Page } from "@playwright/test";

export interface CommitRecord {
  /** Function components in the whole tree at this commit. */
  components: number;
  /** Function components that rendered with new props in this commit. */
  rerendered: number;
  /** The first host element of each re-rendered component (tag, id, first class), most frequent first. */
  where: string[];
}

declare global {
  interface Window {
    __reactCommits?: CommitRecord[];
  }
}

/** Call before the page's first navigation. */
export async function recordReactCommits(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const FUNCTION_TAGS = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
    type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; alternate: Fiber | null; memoizedProps: unknown; stateNode: unknown };
    // Both fibers of a pair (React alternates between two objects per component) share one record.
    const lastProps = new WeakMap<Fiber, { props: unknown }>();
    const commits: CommitRecord[] = [];
    window.__reactCommits = commits;
    const describe = (fiber: Fiber): string => {
      let host: Fiber | null = fiber.child;
      while (host && !(host.stateNode instanceof Element)) host = host.child;
      const el = host?.stateNode as Element | undefined;
      if (!el) return "(no element)";
      const cls = typeof el.className === "string" ? el.className.split(" ")[0] : "";
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${cls ? `.${cls}` : ""}`;
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => {},
      onScheduleFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {},
      onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
        let components = 0;
        const where = new Map<string, number>();
        const stack: Fiber[] = [root.current];
        while (stack.length) {
          const fiber = stack.pop()!;
          if (FUNCTION_TAGS.has(fiber.tag)) {
            components++;
            const record = lastProps.get(fiber) ?? (fiber.alternate && lastProps.get(fiber.alternate));
            if (!record) {
              const fresh = { props: fiber.memoizedProps };
              lastProps.set(fiber, fresh);
              if (fiber.alternate) lastProps.set(fiber.alternate, fresh);
            } else {
              lastProps.set(fiber, record);
              if (record.props !== fiber.memoizedProps) {
                record.props = fiber.memoizedProps;
                const name = describe(fiber);
                where.set(name, (where.get(name) ?? 0) + 1);
              }
            }
          }
          for (let c = fiber.child; c; c = c.sibling) stack.push(c);
        }
        const sorted = [...where].sort((a, b) => b[1] - a[1]);
        commits.push({ components, rerendered: sorted.reduce((n, [, v]) => n + v, 0), where: sorted.map(([k, v]) => `${k}×${v}`) });
      },
    };
  });
}

/** Commits recorded so far (the first is hydration's). */
export async function reactCommits(page: Page): Promise<CommitRecord[]> {
  return page.evaluate(() => window.__reactCommits ?? []);
}
