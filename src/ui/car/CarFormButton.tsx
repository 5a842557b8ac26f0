"use client";
/**
 * A vehicle-page button that opens one of the shared lead forms (src/ui/forms/LeadForm.tsx) in a
 * modal. The form and its validation schema (zod) are loaded when the shopper first points at or
 * focuses a form button, not with the page: they are most of the page's script otherwise, and most
 * visitors never open a form. Same modal behaviour as FormModal: native <dialog>, focus kept
 * inside, Escape closes, focus returns to the button.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { LeadFormProps } from "../forms/LeadForm";
import formStyles from "../forms/forms.module.css";

// One more try after a failed chunk load (a dropped connection on a phone): React.lazy keeps a
// rejected load for good, which would leave the dialog without its form.
let formModule: ReturnType<typeof importForm> | null = null;
const importForm = () => import("../forms/LeadForm");
const loadForm = () =>
  (formModule ??= importForm().catch(() => new Promise<void>((resolve) => setTimeout(resolve, 400)).then(importForm)).catch((err: unknown) => {
    formModule = null;
    throw err;
  }));
const LeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

export function CarFormButton({
  label,
  dialogLabel,
  className,
  testId,
  chat,
  ...formProps
}: LeadFormProps & {
  label: string;
  dialogLabel: string;
  className?: string;
  testId?: string;
  /** Instant Message through a chat provider (src/ui/car/chat-provider.ts); the form is the fallback. */
  chat?: { provider: "livechat"; token: string };
}) {
  const [open, setOpen] = useState(false);
  const [connecting, setConnecting] = useState(false);
  const opener = useRef<HTMLButtonElement | null>(null);
  const dialog = useRef<HTMLDialogElement | null>(null);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        onClick={async () => {
          if (!chat) return setOpen(true);
          setConnecting(true);
          const { openChat } = await import("./chat-provider");
          const opened = await openChat(chat.provider, chat.token);
          setConnecting(false);
          if (!opened) setOpen(true);
        }}
        aria-busy={connecting || undefined}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        aria-haspopup="dialog"
        data-testid={testId}
      >
        {label}
      </button>
      <dialog ref={dialog} className={formStyles.dialog} aria-label={dialogLabel} onClose={close} onCancel={close}>
        <button type="button" className={formStyles.dialogClose} onClick={close} aria-label="Close">
          ×
        </button>
        {open ? (
          <Suspense fallback={<p role="status">Loading the form…</p>}>
            <LeadForm {...formProps} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
