"use client";
/**
 * Labelled form controls whose errors are tied to them (aria-invalid + aria-describedby) and
 * announced, and the "Please fix the following errors:" summary.
 */
import type { RefObject } from "react";
import type { LeadChoice } from "../../leads/schemas";
import styles from "./forms.module.css";

export interface FieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

function describedBy(id: string, error?: string, hint?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id} className={styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${id.split("--").pop()}`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField(
  props: FieldProps & { type?: "text" | "email" | "tel" | "number"; value: string; onChange: (v: string) => void; autoComplete?: string; inputMode?: "numeric" | "tel" | "email" | "text"; maxLength?: number; pattern?: string; list?: string },
) {
  const { id, name, label, required, error, hint, type = "text", value, onChange, autoComplete, inputMode, maxLength, list } = props;
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        name={name}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        list={list}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={styles.input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextareaField(props: FieldProps & { value: string; onChange: (v: string) => void }) {
  const { id, name, label, required, error, hint, value, onChange } = props;
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        name={name}
        rows={4}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={5000}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={styles.input}
      />
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField(props: FieldProps & { value: string; onChange: (v: string) => void; options: LeadChoice[]; placeholder?: string }) {
  const { id, name, label, required, error, hint, value, onChange, options, placeholder = "Please choose" } = props;
  return (
    <div className={styles.field}>
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={styles.input}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField(props: FieldProps & { checked: boolean; onChange: (v: boolean) => void }) {
  const { id, name, label, required, error, hint, checked, onChange } = props;
  return (
    <div className={`${styles.field} ${styles.checkboxField}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={styles.checkbox}
      />
      <label htmlFor={id} className={styles.checkboxLabel}>
        {label}
      </label>
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

export interface SummaryItem {
  id: string | null;
  label: string | null;
  message: string;
}

/** Shown after a failed attempt; focused so that screen readers read it out at once. */
export function ErrorSummary({ items, summaryRef }: { items: SummaryItem[]; summaryRef: RefObject<HTMLDivElement | null> }) {
  if (!items.length) return null;
  return (
    <div ref={summaryRef} className={styles.summary} role="alert" tabIndex={-1} data-testid="form-error-summary">
      <p className={styles.summaryTitle}>Please fix the following errors:</p>
      <ul>
        {items.map((item, i) => (
          <li key={`${item.id ?? "x"}-${i}`}>
            {item.id ? <a href={`#${item.id}`}>{item.label ? `${item.label}: ${item.message}` : item.message}</a> : item.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
