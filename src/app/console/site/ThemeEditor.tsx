"use client";
import { useActionState, useMemo, useState, type CSSProperties } from "react";
import { themeContrastProblems } from "@/domain/theme-contrast";
import { publishThemeAction, type ThemeFormState } from "../actions";
import styles from "../console-pages.module.css";

export interface ThemeFields {
  logo_url: string;
  logo_text: string;
  colors: Record<string, string>;
  font_heading: string;
  font_body: string;
  radius: string;
}

const COLOR_LABELS: Record<string, string> = {
  primary: "Primary (buttons, links)",
  primary_contrast: "Text on primary",
  accent: "Accent (offers, highlights)",
  accent_contrast: "Text on accent",
  header_bg: "Header background",
  header_text: "Header text",
  footer_bg: "Footer background",
  footer_text: "Footer text",
  surface: "Page background",
  surface_alt: "Panels",
  text: "Body text",
  muted: "Secondary text",
};
const RADIUS: Record<string, string> = { none: "0px", small: "6px", large: "14px" };

/** A font picker by name; a stack the site file set that is not in the list stays as "Current". */
function FontSelect({ id, name, label, value, original, fonts, onPick }: { id: string; name: string; label: string; value: string; original: string; fonts: Record<string, string>; onPick: (stack: string) => void }) {
  const named = Object.entries(fonts).find(([, stack]) => stack === value)?.[0] ?? value;
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={named} onChange={(e) => onPick(fonts[e.target.value] ?? e.target.value)}>
        {!Object.values(fonts).includes(original) ? <option value={original}>Current</option> : null}
        {Object.keys(fonts).map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
    </>
  );
}

/**
 * The theme editor: every change shows at once in the preview beside it (the site's header, a
 * button, a car card, the footer, drawn with the draft's colours and fonts), unreadable colour
 * pairs are named as you go, and Publish puts it on the site.
 */
export function ThemeEditor({ siteName, initial, fonts }: { siteName: string; initial: ThemeFields; fonts: Record<string, string> }) {
  const [theme, setTheme] = useState<ThemeFields>(initial);
  const [state, action, pending] = useActionState<ThemeFormState, FormData>(publishThemeAction, { error: null, field: null, done: null });
  const problems = useMemo(() => themeContrastProblems(theme.colors), [theme.colors]);
  const vars = {
    ...Object.fromEntries(Object.entries(theme.colors).map(([k, v]) => [`--p-${k}`, v])),
    "--p-radius": RADIUS[theme.radius] ?? "6px",
    "--p-font-heading": theme.font_heading,
    "--p-font-body": theme.font_body,
  } as CSSProperties;
  const set = (patch: Partial<ThemeFields>) => setTheme((t) => ({ ...t, ...patch }));
  return (
    <div style={{ display: "grid", gap: "1rem", gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))", alignItems: "start" }}>
      <form action={action} className={`${styles.card} ${styles.form}`} data-testid="theme-form">
        <label htmlFor="theme-logo-url">Logo image URL (https, or empty for the name in text)</label>
        <input id="theme-logo-url" name="logo_url" type="text" value={theme.logo_url} onChange={(e) => set({ logo_url: e.target.value })} aria-invalid={state.field === "logo_url" ? true : undefined} />
        <label htmlFor="theme-logo-text">Wordmark text (when there is no logo)</label>
        <input id="theme-logo-text" name="logo_text" type="text" maxLength={40} value={theme.logo_text} onChange={(e) => set({ logo_text: e.target.value })} />
        <fieldset style={{ border: 0, padding: 0, margin: 0, display: "grid", gap: "0.4rem", gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))" }}>
          <legend className={styles.label}>Colours</legend>
          {Object.keys(COLOR_LABELS).map((k) => (
            <label key={k} className={styles.check} style={{ fontWeight: 500 }}>
              <input type="color" name={`colors.${k}`} value={theme.colors[k]} onChange={(e) => set({ colors: { ...theme.colors, [k]: e.target.value } })} aria-invalid={state.field === `colors.${k}` || problems.some((p) => p.field === `colors.${k}`) ? true : undefined} style={{ width: "2.75rem", height: "2.75rem", padding: 0 }} />
              {COLOR_LABELS[k]}
            </label>
          ))}
        </fieldset>
        <FontSelect id="theme-font-heading" name="font_heading" label="Heading font" value={theme.font_heading} original={initial.font_heading} fonts={fonts} onPick={(stack) => set({ font_heading: stack })} />
        <FontSelect id="theme-font-body" name="font_body" label="Body font" value={theme.font_body} original={initial.font_body} fonts={fonts} onPick={(stack) => set({ font_body: stack })} />
        <label htmlFor="theme-radius">Corners</label>
        <select id="theme-radius" name="radius" value={theme.radius} onChange={(e) => set({ radius: e.target.value })}>
          <option value="none">Square</option>
          <option value="small">Slightly rounded</option>
          <option value="large">Rounded</option>
        </select>
        {problems.length ? (
          <ul className={styles.error} data-testid="theme-contrast" aria-live="polite">
            {problems.map((p) => (
              <li key={p.field}>{p.message}</li>
            ))}
          </ul>
        ) : null}
        {state.error ? (
          <p role="alert" className={styles.error} data-testid="console-error" data-field={state.field ?? undefined}>
            {state.error}
          </p>
        ) : state.done ? (
          <p role="status" className={styles.done} data-testid="console-done">
            {state.done}
          </p>
        ) : null}
        <div className={styles.row}>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            Publish to the website
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setTheme(initial)}>
            Reset changes
          </button>
        </div>
      </form>
      <section aria-label="Preview" data-testid="theme-preview" style={{ ...vars, border: "1px solid var(--color-border)", borderRadius: 10, overflow: "hidden", background: "var(--p-surface)", color: "var(--p-text)", fontFamily: "var(--p-font-body)" }}>
        <p className={styles.muted} style={{ margin: 0, padding: "0.4rem 0.75rem", background: "#f4f5f7", color: "#333" }}>
          Preview — not published until you press Publish
        </p>
        <div data-testid="preview-header" style={{ background: "var(--p-header_bg)", color: "var(--p-header_text)", padding: "0.75rem 1rem", display: "flex", justifyContent: "space-between", alignItems: "center", fontFamily: "var(--p-font-heading)" }}>
          {/* eslint-disable-next-line @next/next/no-img-element */}
          {theme.logo_url ? <img src={theme.logo_url} alt={siteName} style={{ maxHeight: 40 }} /> : <strong>{theme.logo_text || siteName}</strong>}
          <span>New · Used · Finance</span>
        </div>
        <div style={{ padding: "1rem", display: "grid", gap: "0.75rem" }}>
          {/* The sample car's name in the heading font, but not a heading: the console page's own outline goes h1 → h2, and a
              preview's mock-up is not a section of it (Lighthouse and screen readers read it as h1 → h3). */}
          <p style={{ margin: 0, fontFamily: "var(--p-font-heading)", fontSize: "1.17em", fontWeight: 700 }}>
            2023 Toyota HiLux SR5
          </p>
          <p style={{ margin: 0, color: "var(--p-muted)" }}>45,210 km · Automatic · Diesel</p>
          <p style={{ margin: 0 }}>
            Drive away <a href="#preview" style={{ color: "var(--p-primary)" }}>$46,990</a>
          </p>
          <div style={{ display: "flex", gap: "0.5rem", flexWrap: "wrap" }}>
            <span data-testid="preview-primary" style={{ background: "var(--p-primary)", color: "var(--p-primary_contrast)", padding: "0.6rem 1rem", borderRadius: "var(--p-radius)", fontWeight: 700 }}>
              Enquire now
            </span>
            <span style={{ background: "var(--p-accent)", color: "var(--p-accent_contrast)", padding: "0.6rem 1rem", borderRadius: "var(--p-radius)", fontWeight: 700 }}>Special offer</span>
          </div>
          <div style={{ background: "var(--p-surface_alt)", padding: "0.75rem", borderRadius: "var(--p-radius)" }}>Finance from $189 a week</div>
        </div>
        <div style={{ background: "var(--p-footer_bg)", color: "var(--p-footer_text)", padding: "0.75rem 1rem" }}>{siteName} · Open today 8am – 6pm</div>
      </section>
    </div>
  );
}
