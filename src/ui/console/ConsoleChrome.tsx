/**
 * The dealer console's own chrome (issue 20, point 7): the dealer's name and colours, "Dealer
 * console", the sections the signed-in member's role opens (src/domain/staff-roles.ts), who is
 * signed in and Sign out. No script: the nav is a row of links that wraps on a phone.
 */
import type { ReactNode } from "react";
import { can, STAFF_ROLE_LABELS } from "@/domain/staff-roles";
import type { StaffMember } from "@/staff/accounts";
import styles from "./console.module.css";

export interface ConsoleNavItem {
  href: string;
  label: string;
}

/** Which console: the staff's, or the operator's dealer view (ADMIN_TOKEN). */
export type ConsoleArea = "console" | "operator";

export function consoleNav(member: StaffMember | null, area: ConsoleArea): ConsoleNavItem[] {
  if (area === "operator") {
    return [
      { href: "/admin/leads", label: "Leads" },
      { href: "/admin/reservations", label: "Reservations" },
      { href: "/admin/mail", label: "Captured e-mail" },
    ];
  }
  if (!member) return [];
  const items: ConsoleNavItem[] = [{ href: "/console/leads", label: member.role === "salesperson" ? "My leads" : "Leads" }];
  if (can(member, "stock:view")) items.push({ href: "/console/stock", label: "Stock" });
  if (can(member, "reservations:manage")) items.push({ href: "/console/reservations", label: "Reservations" });
  if (can(member, "audit:view")) items.push({ href: "/console/numbers", label: "Numbers" });
  if (can(member, "site:edit")) items.push({ href: "/console/site", label: "Site look" });
  if (can(member, "offers:edit")) items.push({ href: "/console/offers", label: "Offers" });
  if (can(member, "hours:edit")) items.push({ href: "/console/locations", label: "Hours" });
  if (can(member, "staff:view")) items.push({ href: "/console/staff", label: "Staff" });
  if (can(member, "audit:view")) items.push({ href: "/console/audit", label: "Audit log" });
  items.push({ href: "/console/account", label: "Your account" });
  return items;
}

export function ConsoleChrome({ siteName, member, area, signOut, children }: { siteName: string; member: StaffMember | null; area: ConsoleArea; signOut: ReactNode; children: ReactNode }) {
  const nav = consoleNav(member, area);
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to main content
      </a>
      <header className={styles.header} data-testid="console-header">
        <div className={styles.headerInner}>
          <a href={nav[0]?.href ?? "/console/sign-in"} className={styles.brand}>
            <span className={styles.siteName}>{siteName}</span>
            <span className={styles.area}>{area === "operator" ? "Operator view" : "Dealer console"}</span>
          </a>
          {member ? (
            <p className={styles.who} data-testid="console-who">
              {member.name} · {STAFF_ROLE_LABELS[member.role]}
            </p>
          ) : null}
          {signOut}
        </div>
        {nav.length ? (
          <nav aria-label="Console" className={styles.nav}>
            <ul>
              {nav.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
              <li className={styles.toSite}>
                {/* A full page load on purpose: the shopper site has another chrome, and a client
                    navigation keeps the root layout as it is. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
                <a href="/">View website</a>
              </li>
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
