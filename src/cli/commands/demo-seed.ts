import { parseArgs } from "node:util";
import { UsageError, type Command } from "../command";

const command: Command = {
  name: "demo:seed",
  usage: "demo:seed [--if-empty] [--seed N] [--scale F]",
  summary:
    "Seed the three demo dealer sites (about 3,000 cars, reviews, offers, promo tiles, blog posts). Safe to run again: it updates in place. " +
    "--if-empty does nothing when any site exists (npm start uses it); --scale 0.1 seeds a tenth of the cars.",
  async run(ctx) {
    const { values, positionals } = parseArgs({
      args: ctx.args,
      allowPositionals: true,
      options: {
        "if-empty": { type: "boolean", default: false },
        seed: { type: "string" },
        scale: { type: "string" },
      },
    });
    if (positionals.length) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
    // The demo is loaded only when this command runs: it is not part of the platform's code.
    const [{ DEMO_SEED }, { seedDemo }] = await Promise.all([import("../../demo/generate"), import("../../demo/seed")]);
    const seed = values.seed === undefined ? DEMO_SEED : Number(values.seed);
    if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be a whole number, got "${values.seed}".`);
    const carsScale = values.scale === undefined ? 1 : Number(values.scale);
    if (!(carsScale > 0 && carsScale <= 10)) throw new UsageError(`--scale must be a number above 0 and at most 10, got "${values.scale}".`);
    const result = await seedDemo(await ctx.db(), { ifEmpty: values["if-empty"], seed, carsScale, log: ctx.say });
    ctx.out(JSON.stringify(result));
    return 0;
  },
};

export default command;
