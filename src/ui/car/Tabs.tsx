"use client";
/**
 * The car detail tabs (WAI-ARIA tabs: arrow keys move between tabs, Home/End jump). Panels are
 * rendered on the server; inactive ones are hidden, not removed, so their text is in the page.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import styles from "./car.module.css";

export function Tabs({ tabs, children, label }: { tabs: Array<{ id: string; label: string }>; children: ReactNode[]; label: string }) {
  const [active, setActive] = useState(0);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (i: number) => {
    const n = (i + tabs.length) % tabs.length;
    setActive(n);
    refs.current[n]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const keys: Record<string, number> = { ArrowRight: active + 1, ArrowLeft: active - 1, Home: 0, End: tabs.length - 1 };
    const to = keys[e.key];
    if (to === undefined) return;
    e.preventDefault();
    move(to);
  };
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKey}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-selected={i === active}
            aria-controls={`panel-${t.id}`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t, i) => (
        <div key={t.id} role="tabpanel" id={`panel-${t.id}`} aria-labelledby={`tab-${t.id}`} hidden={i !== active} tabIndex={0} className={styles.tabPanel}>
          {children[i]}
        </div>
      ))}
    </div>
  );
}
