import { parseArgs } from "node:util";
import { UsageError, type Command } from "../command";

const command: Command = {
  name: "worker",
  usage: "worker [--once]",
  summary:
    "Deliver stored leads to the dealers' destinations (e-mail, webhook, ADF) until stopped (SIGINT/SIGTERM). " +
    "Any number may run against one PostgreSQL: deliveries are claimed with FOR UPDATE SKIP LOCKED. " +
    "--once delivers what is due now and exits. With PGlite (no DATABASE_URL) the web server already runs it in-process.",
  async run(ctx) {
    const { values, positionals } = parseArgs({ args: ctx.args, allowPositionals: true, options: { once: { type: "boolean", default: false } } });
    if (positionals.length) throw new UsageError(`Unexpected argument "${positionals[0]}".`);
    const db = await ctx.db();
    const { runDeliveryBatch, startDeliveryWorker, workerOptionsFromEnv } = await import("../../jobs/worker");
    if (values.once) {
      const { transportsFromEnv } = await import("../../leads/delivery/transports");
      const transports = await transportsFromEnv(db);
      const options = workerOptionsFromEnv();
      const total = { claimed: 0, delivered: 0, retrying: 0, dead: 0 };
      for (;;) {
        const r = await runDeliveryBatch(db, transports, options);
        for (const k of Object.keys(total) as Array<keyof typeof total>) total[k] += r[k];
        if (r.claimed < options.batchSize) break;
      }
      ctx.out(JSON.stringify(total));
      return 0;
    }
    const worker = startDeliveryWorker(db);
    ctx.say("Lead delivery worker running; Ctrl-C to stop.");
    await new Promise<void>((resolve) => {
      const stop = () => resolve();
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
    });
    ctx.say("Stopping after the deliveries in flight…");
    await worker.stop();
    return 0;
  },
};

export default command;
