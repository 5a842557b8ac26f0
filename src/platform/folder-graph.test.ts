/**
 * No loop between the top-level folders of src/ (docs/ARCHITECTURE.md "Modules"): every import,
 * value or type, is read from the source, and the folder graph must have no cycle. The one
 * allowance is the issue's own: src/domain may import types from anywhere (its rules take the site
 * config's type), so domain's type-only imports are left out of the graph.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SRC = path.join(process.cwd(), "src");
const IMPORT = /^\s*(?:import|export)\s+(type\s+)?[^;]*?from\s+"([^"]+)"/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const folderOf = (file: string) => {
  const rel = path.relative(SRC, file).split(path.sep);
  return rel.length > 1 ? rel[0]! : "(root)";
};

function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    for (const m of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const [, typeOnly, spec] = m;
      let target: string;
      if (spec!.startsWith("@/")) target = path.join(SRC, spec!.slice(2));
      else if (spec!.startsWith(".")) target = path.resolve(path.dirname(file), spec!);
      else continue;
      const to = folderOf(target);
      if (to === from || (from === "domain" && typeOnly)) continue;
      if (!graph.has(from)) graph.set(from, new Map());
      if (!graph.get(from)!.has(to)) graph.get(from)!.set(to, path.relative(process.cwd(), file));
    }
  }
  return graph;
}

/** One cycle of the graph as "a → b → a" with a file for each arrow, or null. */
function findCycle(graph: Map<string, Map<string, string>>): string | null {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (node: string): string | null => {
    state.set(node, "open");
    trail.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (state.get(next) === "open") {
        const loop = [...trail.slice(trail.indexOf(next)), next];
        return loop.map((n, i) => (i < loop.length - 1 ? `${n} (${graph.get(n)!.get(loop[i + 1]!)})` : n)).join(" → ");
      }
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    if (!state.has(node)) {
      const found = visit(node);
      if (found) return found;
    }
  }
  return null;
}

describe("the folders of src/", () => {
  it("import each other without a loop", () => {
    expect(findCycle(folderGraph())).toBeNull();
  });

  it("the check finds a loop when there is one", () => {
    const graph = new Map([
      ["leads", new Map([["cars", "src/leads/x.ts"]])],
      ["cars", new Map([["search", "src/cars/y.ts"]])],
      ["search", new Map([["leads", "src/search/z.ts"]])],
    ]);
    expect(findCycle(graph)).toBe("leads (src/leads/x.ts) → cars (src/cars/y.ts) → search (src/search/z.ts) → leads");
  });
});
