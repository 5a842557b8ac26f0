"use client";
import { useActionState } from "react";
import { inviteStaffAction, type InviteFormState } from "../actions";
import styles from "../console-pages.module.css";

const initial: InviteFormState = { error: null, field: null, done: null, demoLink: null, values: { name: "", email: "", role: "salesperson", dealership: "" } };

/** Invite a member: the roles and dealerships this inviter may give (src/domain/staff-roles.ts). */
export function InviteForm({ roles, dealerships }: { roles: Array<{ value: string; label: string }>; dealerships: Array<{ id: number; name: string }> }) {
  const [state, action, pending] = useActionState(inviteStaffAction, initial);
  const err = (field: string) => (state.field === field ? { "aria-invalid": true as const, "aria-describedby": "invite-error" } : {});
  return (
    <form action={action} className={styles.form} data-testid="invite-form">
      <label htmlFor="invite-name">Name</label>
      <input id="invite-name" name="name" type="text" required maxLength={80} autoComplete="off" defaultValue={state.values.name} {...err("name")} />
      <label htmlFor="invite-email">Work e-mail</label>
      <input id="invite-email" name="email" type="email" required autoComplete="off" defaultValue={state.values.email} {...err("email")} />
      <label htmlFor="invite-role">Role</label>
      <select id="invite-role" name="role" defaultValue={state.values.role} {...err("role")}>
        {roles.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <label htmlFor="invite-dealership">Dealership (not for a group admin)</label>
      <select id="invite-dealership" name="dealership" defaultValue={state.values.dealership} {...err("dealership")}>
        {dealerships.length > 1 ? <option value="">—</option> : null}
        {dealerships.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
      {state.error ? (
        <p id="invite-error" role="alert" className={styles.error} data-field={state.field ?? undefined}>
          {state.error}
        </p>
      ) : null}
      {state.done ? (
        <p role="status" className={styles.done} data-testid="invite-done">
          {state.done}
        </p>
      ) : null}
      {state.demoLink ? (
        <p className={styles.demo} data-testid="demo-invite-link">
          Demo: e-mail is caught locally here, so this is the invitation&apos;s link (in production only the invitee gets it): <a href={state.demoLink}>{state.demoLink}</a>
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        Send the invitation
      </button>
    </form>
  );
}
