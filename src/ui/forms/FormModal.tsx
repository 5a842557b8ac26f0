"use client";
/**
 * A lead form in a modal, openable from anywhere (search cards, the vehicle page): a native
 * <dialog> opened with showModal(), so focus stays inside, Escape closes it and focus returns to
 * the button that opened it.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { LeadForm, type LeadFormProps } from "./LeadForm";
import { formHeading } from "./form-fields";
import styles from "./forms.module.css";

export function FormModal({ open, onClose, children, label }: { open: boolean; onClose: () => void; children: ReactNode; label: string }) {
  const ref = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog ref={ref} className={styles.dialog} aria-label={label} onClose={onClose} onCancel={onClose}>
      <button type="button" className={styles.dialogClose} onClick={onClose} aria-label="Close">
        ×
      </button>
      {open ? children : null}
    </dialog>
  );
}

/** A button that opens one lead form in a modal. */
export function LeadFormButton({ label, className = "btn btn-primary", testId, ...formProps }: LeadFormProps & { label: string; className?: string; testId?: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <button ref={opener} type="button" className={className} onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid={testId}>
        {label}
      </button>
      <FormModal
        open={open}
        label={formProps.heading ?? formHeading(formProps.form, formProps.car)}
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        <LeadForm {...formProps} />
      </FormModal>
    </>
  );
}
