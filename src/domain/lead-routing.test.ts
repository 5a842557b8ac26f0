import { describe, expect, it } from "vitest";
import { readRoutingRule, routeLead, type RoutingRule } from "./lead-routing";

const rule = (id: number, staffId: number, over: Partial<RoutingRule> = {}): RoutingRule => ({ id, staffId, form: null, carType: null, assign: true, notify: true, ...over });

describe("routing a new lead", () => {
  it("assigns to the most specific matching rule: form and car, then form, then car, then any", () => {
    const rules = [rule(1, 10), rule(2, 20, { carType: "new" }), rule(3, 30, { form: "test_drive" }), rule(4, 40, { form: "test_drive", carType: "new" })];
    expect(routeLead(rules, { form: "test_drive", carType: "new" }).assignTo).toBe(40);
    expect(routeLead(rules, { form: "test_drive", carType: "used" }).assignTo).toBe(30);
    expect(routeLead(rules, { form: "enquiry", carType: "new" }).assignTo).toBe(20);
    expect(routeLead(rules, { form: "enquiry", carType: null }).assignTo).toBe(10);
  });
  it("takes the oldest of equally specific rules, and skips rules that only e-mail", () => {
    expect(routeLead([rule(7, 70, { assign: false }), rule(9, 90), rule(8, 80)], { form: "finance", carType: "used" }).assignTo).toBe(80);
  });
  it("e-mails every matching member once, and nobody when nothing matches", () => {
    const rules = [rule(1, 10, { assign: false }), rule(2, 20, { form: "finance" }), rule(3, 10, { carType: "used" }), rule(4, 30, { notify: false })];
    expect(routeLead(rules, { form: "finance", carType: "used" }).notify).toEqual([10, 20]);
    expect(routeLead([rule(1, 10, { form: "finance" })], { form: "enquiry", carType: "used" })).toEqual({ assignTo: null, notify: [] });
  });
});

describe("reading a routing rule from the console's form", () => {
  const forms = ["enquiry", "test_drive"];
  it("reads any form and any car as null", () => {
    expect(readRoutingRule(forms, { form: "any", carType: "", assign: "1" })).toEqual({ ok: true, rule: { form: null, carType: null, assign: true, notify: false } });
    expect(readRoutingRule(forms, { form: "test_drive", carType: "demo", notify: "on" })).toEqual({ ok: true, rule: { form: "test_drive", carType: "demo", assign: false, notify: true } });
  });
  it("names the field that is wrong", () => {
    expect(readRoutingRule(forms, { form: "brochure", notify: "1" })).toMatchObject({ ok: false, field: "form" });
    expect(readRoutingRule(forms, { carType: "boat", notify: "1" })).toMatchObject({ ok: false, field: "carType" });
    expect(readRoutingRule(forms, { form: "enquiry" })).toMatchObject({ ok: false, field: "assign" });
  });
});

describe("the forms a rule can name", () => {
  it("are every lead form and the reservation's lead", async () => {
    const { LEAD_FORMS } = await import("../leads/schemas");
    const { ROUTING_FORMS } = await import("./lead-routing");
    expect(Object.keys(ROUTING_FORMS).sort()).toEqual([...LEAD_FORMS, "reservation"].sort());
  });
});
