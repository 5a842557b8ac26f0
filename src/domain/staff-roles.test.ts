import { describe, expect, it } from "vitest";
import { can, checkInvite, coversDealership, dealershipScope, mayDisable, mayTakeLead, normaliseStaffEmail, seesLead, type StaffActor } from "./staff-roles";

const admin: StaffActor = { id: 1, role: "group_admin", dealershipId: null };
const manager: StaffActor = { id: 2, role: "manager", dealershipId: 10 };
const sales: StaffActor = { id: 3, role: "salesperson", dealershipId: 10 };
const otherSales: StaffActor = { id: 4, role: "salesperson", dealershipId: 11 };

describe("console roles", () => {
  it("grants each role its actions only", () => {
    expect(can(admin, "stock:edit")).toBe(true);
    expect(can(manager, "stock:edit")).toBe(true);
    expect(can(sales, "stock:edit")).toBe(false);
    expect(can(sales, "stock:view")).toBe(true);
    expect(can(sales, "leads:assign")).toBe(false);
    expect(can(sales, "audit:view")).toBe(false);
    expect(can(manager, "audit:view")).toBe(true);
    expect(can(admin, "stock:import")).toBe(true);
    expect(can(manager, "stock:import"), "a feed names many dealerships: the group admin's").toBe(false);
    expect(can(admin, "site:edit")).toBe(true);
    expect(can(manager, "site:edit")).toBe(false);
    expect(can(manager, "reservations:manage")).toBe(true);
    expect(can(sales, "reservations:manage")).toBe(false);
  });
  it("scopes a manager and a salesperson to their dealership, a group admin to all", () => {
    expect(dealershipScope(admin)).toBeNull();
    expect(dealershipScope(manager)).toEqual([10]);
    expect(coversDealership(manager, 10)).toBe(true);
    expect(coversDealership(manager, 11)).toBe(false);
    expect(coversDealership(manager, null)).toBe(false);
    expect(coversDealership(admin, null)).toBe(true);
  });
  it("shows a salesperson only the leads assigned to them", () => {
    expect(seesLead(sales, { dealershipId: 10, assignedStaffId: 3 })).toBe(true);
    expect(seesLead(sales, { dealershipId: 10, assignedStaffId: null })).toBe(false);
    expect(seesLead(sales, { dealershipId: 10, assignedStaffId: 2 })).toBe(false);
    expect(seesLead(manager, { dealershipId: 10, assignedStaffId: null })).toBe(true);
    expect(seesLead(manager, { dealershipId: 11, assignedStaffId: 2 })).toBe(false);
  });
  it("lets an inviter give no more than they hold", () => {
    const ids = [10, 11];
    expect(checkInvite(null, "group_admin", null, ids)).toEqual({ ok: true, role: "group_admin", dealershipId: null });
    expect(checkInvite(admin, "manager", 11, ids)).toEqual({ ok: true, role: "manager", dealershipId: 11 });
    expect(checkInvite(admin, "manager", 12, ids)).toMatchObject({ ok: false, field: "dealership" });
    expect(checkInvite(admin, "salesperson", null, ids)).toMatchObject({ ok: false, field: "dealership" });
    expect(checkInvite(manager, "salesperson", 10, ids)).toMatchObject({ ok: true });
    expect(checkInvite(manager, "salesperson", 11, ids)).toMatchObject({ ok: false, field: "dealership" });
    expect(checkInvite(manager, "manager", 10, ids)).toMatchObject({ ok: false, field: "role" });
    expect(checkInvite(manager, "group_admin", null, ids)).toMatchObject({ ok: false, field: "role" });
    expect(checkInvite(sales, "salesperson", 10, ids)).toMatchObject({ ok: false, field: "role" });
    expect(checkInvite(admin, "owner", 10, ids)).toMatchObject({ ok: false, field: "role" });
  });
  it("disables within reach, never oneself", () => {
    expect(mayDisable(admin, manager)).toBe(true);
    expect(mayDisable(admin, admin)).toBe(false);
    expect(mayDisable(manager, sales)).toBe(true);
    expect(mayDisable(manager, otherSales)).toBe(false);
    expect(mayDisable(manager, { id: 9, role: "manager", dealershipId: 10 })).toBe(false);
    expect(mayDisable(sales, otherSales)).toBe(false);
  });
  it("assigns leads to active staff of the lead's dealership", () => {
    expect(mayTakeLead({ ...sales, disabled: false }, 10)).toBe(true);
    expect(mayTakeLead({ ...sales, disabled: true }, 10)).toBe(false);
    expect(mayTakeLead({ ...otherSales, disabled: false }, 10)).toBe(false);
    expect(mayTakeLead({ ...admin, disabled: false }, null)).toBe(true);
  });
  it("reads staff e-mail addresses", () => {
    expect(normaliseStaffEmail("  Dana.Lee@Harbour.example ")).toBe("dana.lee@harbour.example");
    expect(normaliseStaffEmail("dana")).toBeNull();
    expect(normaliseStaffEmail(42)).toBeNull();
  });
});
