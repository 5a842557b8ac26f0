/**
 * `npm start`'s first step: the environment against the one schema in src/platform/config.ts. Exits 2 with
 * one line per wrong variable, before any build, migration or seed.
 */
import { environmentProblems } from "../src/platform/config";

const problems = environmentProblems(process.env);
if (problems.length > 0) {
  for (const line of problems) console.error(`[forecourt] ${line}`);
  process.exit(2);
}
