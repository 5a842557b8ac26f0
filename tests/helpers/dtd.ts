/**
 * Validate XML against a DTD with libxml2, offline and without a native binary.
 *
 * The WebAssembly build of xmllint (xmllint-wasm) leaves out DTD validation but keeps RELAX NG,
 * so the DTD is translated mechanically into the equivalent RELAX NG grammar (each ELEMENT's
 * content model and each ATTLIST's types and defaults) and libxml2 validates against that. The
 * translation covers what DTDs like ADF use: sequences, choices, ? * +, #PCDATA, mixed content,
 * EMPTY/ANY, CDATA and enumerated attributes, #REQUIRED/#IMPLIED/#FIXED/defaults.
 *
 * When the real `xmllint` (Debian: libxml2-utils) is on the PATH, `validateWithXmllint` checks
 * with `--dtdvalid` as well; tests use it when present.
 */
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

type Node =
  | { t: "name"; name: string }
  | { t: "pcdata" }
  | { t: "seq"; items: Node[] }
  | { t: "choice"; items: Node[] }
  | { t: "rep"; op: "?" | "*" | "+"; item: Node };

function parseModel(src: string): Node | "EMPTY" | "ANY" {
  const s = src.trim();
  if (s === "EMPTY" || s === "ANY") return s;
  const tokens = s.match(/#PCDATA|[A-Za-z_][\w.-]*|[(),|?*+]/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const take = (expected?: string) => {
    const tok = tokens[i++];
    if (expected && tok !== expected) throw new Error(`DTD content model: expected ${expected}, got ${tok} in ${s}`);
    return tok!;
  };
  const suffix = (n: Node): Node => {
    const p = peek();
    if (p === "?" || p === "*" || p === "+") {
      take();
      return { t: "rep", op: p, item: n };
    }
    return n;
  };
  const cp = (): Node => {
    const tok = take();
    if (tok === "(") {
      const first = cp();
      const items = [first];
      let sep: string | undefined;
      while (peek() === "," || peek() === "|") {
        const cur = take();
        if (sep && cur !== sep) throw new Error(`DTD content model mixes , and | in ${s}`);
        sep = cur;
        items.push(cp());
      }
      take(")");
      return suffix(items.length === 1 ? first : sep === "|" ? { t: "choice", items } : { t: "seq", items });
    }
    if (tok === "#PCDATA") return { t: "pcdata" };
    return suffix({ t: "name", name: tok });
  };
  const model = cp();
  if (i !== tokens.length) throw new Error(`DTD content model: trailing tokens in ${s}`);
  return model;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

function rng(n: Node): string {
  switch (n.t) {
    case "name":
      return `<ref name="el.${n.name}"/>`;
    case "pcdata":
      return "<text/>";
    case "seq":
      return `<group>${n.items.map(rng).join("")}</group>`;
    case "choice":
      return `<choice>${n.items.map(rng).join("")}</choice>`;
    case "rep":
      return `<${{ "?": "optional", "*": "zeroOrMore", "+": "oneOrMore" }[n.op]}>${rng(n.item)}</${{ "?": "optional", "*": "zeroOrMore", "+": "oneOrMore" }[n.op]}>`;
  }
}

/** The RELAX NG grammar equivalent to a DTD; the first declared element is the root. */
export function dtdToRelaxNg(dtd: string): string {
  const text = dtd.replace(/<!--[\s\S]*?-->/g, "");
  const elements: Array<{ name: string; model: ReturnType<typeof parseModel> }> = [];
  for (const m of text.matchAll(/<!ELEMENT\s+([\w.-]+)\s+([\s\S]*?)>/g)) elements.push({ name: m[1]!, model: parseModel(m[2]!) });
  const attrs = new Map<string, string[]>();
  for (const m of text.matchAll(/<!ATTLIST\s+([\w.-]+)([\s\S]*?)>/g)) {
    const list = attrs.get(m[1]!) ?? [];
    const re = /([\w.:-]+)\s+(CDATA|ID|IDREF|IDREFS|NMTOKEN|NMTOKENS|\(([^)]*)\))\s+(#REQUIRED|#IMPLIED|#FIXED\s+"[^"]*"|"[^"]*")/g;
    for (const a of m[2]!.matchAll(re)) {
      const [, name, , enumList, dflt] = a as unknown as [string, string, string, string | undefined, string];
      const value = enumList
        ? `<choice>${enumList.split("|").map((v) => `<value>${esc(v.trim())}</value>`).join("")}</choice>`
        : dflt.startsWith("#FIXED")
          ? `<value>${esc(dflt.replace(/^#FIXED\s+"|"$/g, ""))}</value>`
          : "<text/>";
      const attr = `<attribute name="${name}">${value}</attribute>`;
      list.push(dflt === "#REQUIRED" ? attr : `<optional>${attr}</optional>`);
    }
    attrs.set(m[1]!, list);
  }
  if (!elements.length) throw new Error("No ELEMENT declarations in the DTD");
  const defs = elements.map(({ name, model }) => {
    let content: string;
    if (model === "EMPTY") content = "<empty/>";
    else if (model === "ANY") content = `<zeroOrMore><choice><text/>${elements.map((e) => `<ref name="el.${e.name}"/>`).join("")}</choice></zeroOrMore>`;
    else content = rng(model);
    return `<define name="el.${name}"><element name="${name}">${(attrs.get(name) ?? []).join("")}${content}</element></define>`;
  });
  return `<?xml version="1.0"?>\n<grammar xmlns="http://relaxng.org/ns/structure/1.0"><start><ref name="el.${elements[0]!.name}"/></start>${defs.join("")}</grammar>`;
}

export interface DtdValidation {
  valid: boolean;
  errors: string[];
}

export async function validateAgainstDtd(xml: string, dtd: string): Promise<DtdValidation> {
  const result = await validateXML({ xml: [{ fileName: "document.xml", contents: xml }], schema: [{ fileName: "grammar.rng", contents: dtdToRelaxNg(dtd) }], extension: "relaxng" });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

export function hasXmllint(): boolean {
  return spawnSync("xmllint", ["--version"], { stdio: "ignore" }).status === 0;
}

/** `xmllint --noout --dtdvalid` (libxml2-utils), when installed. */
export function validateWithXmllint(xml: string, dtdPath: string): DtdValidation {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "adf-"));
  const file = path.join(dir, "document.xml");
  fs.writeFileSync(file, xml);
  try {
    execFileSync("xmllint", ["--noout", "--nonet", "--dtdvalid", dtdPath, file], { stdio: "pipe" });
    return { valid: true, errors: [] };
  } catch (err) {
    return { valid: false, errors: [String((err as { stderr?: Buffer }).stderr ?? err)] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
