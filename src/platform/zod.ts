/**
 * zod, as every schema that also runs in the browser imports it (lead forms, the trade-in, the
 * checkout and its journey).
 *
 * zod 4 probes whether it may compile its object parsers at run time by calling `new Function("")`
 * once. Our pages' Content-Security-Policy allows no eval (src/platform/security-headers.ts), so
 * in the browser that probe is refused: zod carries on without compiling, but the refusal is a
 * CSP violation that Chromium reports on every page with a form (Lighthouse's best-practices
 * "issues" audit, 96 instead of 100). `jitless` tells zod not to try. The server keeps the
 * compiled parsers: no CSP applies there.
 */
import { z } from "zod";

if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
