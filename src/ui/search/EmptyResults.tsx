"use client";
/** The results column when no car matches, and its "save this search" form. */
import { useEffect, useState } from "react";
import { formatCount } from "../../domain/stock-count";
import type { SearchQuery } from "../../search/query-core";
import type { Chip } from "./chips";
import styles from "./search.module.css";

/**
 * No car matches: not a dead end. Each applied filter is offered with the number of cars its
 * removal would show (asked of /api/search, one small request each, most first), then a "find me
 * one" enquiry carrying what the shopper searched for, then Clear all.
 */
export function EmptyResults(props: {
  nounMany: string;
  savedSearches: boolean;
  heading: string;
  chips: Chip[];
  query: SearchQuery;
  apiKey: (q: SearchQuery) => string;
  hrefOf: (q: SearchQuery) => string;
  onGo: (q: SearchQuery) => void;
  clearHref: string;
  onClear: () => void;
}) {
  const { chips, query, apiKey } = props;
  const key = apiKey(query);
  const [counts, setCounts] = useState<{ key: string; byChip: Record<string, number> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const relaxations = chips.slice(0, 8);
    void Promise.all(
      relaxations.map(async (c) => {
        try {
          const res = await fetch(`/api/search?${apiKey({ ...c.remove(query), page: 1, hitsPerPage: 1 })}`, { signal: controller.signal, headers: { accept: "application/json" } });
          return [c.key, res.ok ? ((await res.json()) as { count: number }).count : -1] as const;
        } catch {
          return [c.key, -1] as const;
        }
      }),
    ).then((pairs) => {
      if (!controller.signal.aborted) setCounts({ key, byChip: Object.fromEntries(pairs) });
    });
    return () => controller.abort();
    // The chips are derived from the query: its key says when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const known = counts?.key === key ? counts.byChip : null;
  const offers = known ? chips.filter((c) => (known[c.key] ?? 0) > 0).sort((a, b) => known[b.key]! - known[a.key]!) : [];
  const wanted = chips.length ? chips.map((c) => c.label).join(", ") : props.heading;
  return (
    <div className={styles.empty} data-testid="empty-results">
      <h2>No {props.nounMany} match these filters</h2>
      {chips.length ? (
        <>
          <p>{known === null ? "Looking for the closest matches…" : offers.length ? "Remove a filter to see more:" : "New stock arrives every week."}</p>
          {offers.length ? (
            <ul className={styles.relaxList} data-testid="relax-filters">
              {offers.map((c) => (
                <li key={c.key}>
                  <a
                    href={props.hrefOf(c.remove(query))}
                    onClick={(e) => {
                      e.preventDefault();
                      props.onGo(c.remove(query));
                    }}
                  >
                    Remove <strong>{c.label}</strong>: {formatCount(known![c.key]!)} {props.nounMany}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p>New stock arrives every week.</p>
      )}
      <p className={styles.emptyActions}>
        <a href={`/enquire?find=${encodeURIComponent(wanted.slice(0, 300))}`} className="btn btn-primary" data-testid="find-me-one">
          Find me one
        </a>
        <a
          href={props.clearHref}
          className="btn btn-outline"
          onClick={(e) => {
            e.preventDefault();
            props.onClear();
          }}
        >
          Clear all filters
        </a>
      </p>
      <p className={styles.emptyNote}>Tell us what you&apos;re after and we&apos;ll look for it, including cars arriving soon.</p>
      {props.savedSearches ? <SaveSearch query={apiKey({ ...query, page: 1 })} nounMany={props.nounMany} /> : null}
    </div>
  );
}

/** "Save this search": an e-mail when a new car matches (POST /api/saved-searches). */
function SaveSearch({ query, nounMany }: { query: string; nounMany: string }) {
  const [email, setEmail] = useState("");
  const [state, setState] = useState<{ kind: "idle" | "sending" | "saved" } | { kind: "error"; message: string }>({ kind: "idle" });
  const id = "save-search-email";
  if (state.kind === "saved") {
    return (
      <p className={styles.saveSearchDone} role="status" data-testid="save-search-done">
        Saved. We&apos;ll e-mail {email} when new {nounMany} match this search; every e-mail has a link to stop them.
      </p>
    );
  }
  return (
    <form
      className={styles.saveSearch}
      data-testid="save-search"
      noValidate
      onSubmit={async (e) => {
        e.preventDefault();
        setState({ kind: "sending" });
        try {
          const res = await fetch("/api/saved-searches", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email, query }) });
          const body = (await res.json().catch(() => ({}))) as { errors?: { field: string; message: string }[]; message?: string };
          if (res.ok) return setState({ kind: "saved" });
          setState({ kind: "error", message: body.errors?.find((x) => x.field === "email")?.message ?? body.message ?? "We could not save your search just now. Please try again." });
        } catch {
          setState({ kind: "error", message: "We could not save your search just now. Please try again." });
        }
      }}
    >
      <label htmlFor={id}>Get an e-mail when new {nounMany} match this search</label>
      <div className={styles.saveSearchRow}>
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          aria-invalid={state.kind === "error" ? true : undefined}
          aria-describedby={state.kind === "error" ? `${id}-error` : undefined}
          placeholder="you@example.com"
        />
        <button type="submit" className="btn btn-outline" disabled={state.kind === "sending"}>
          Save this search
        </button>
      </div>
      {state.kind === "error" ? (
        <p id={`${id}-error`} className={styles.saveSearchError} role="alert">
          {state.message}
        </p>
      ) : null}
    </form>
  );
}

