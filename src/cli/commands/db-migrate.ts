import { UsageError, type Command } from "../command";

const command: Command = {
  name: "db:migrate",
  usage: "db:migrate",
  summary: "Apply the database migrations (drizzle/) and nothing else. `npm start` runs it on PostgreSQL, where it does not seed the demo sites.",
  async run(ctx) {
    if (ctx.args.length) throw new UsageError(`Unexpected argument "${ctx.args[0]}".`);
    // Opening the database applies the migrations, under an advisory lock on PostgreSQL.
    const db = await ctx.db();
    const [row] = await db.query<{ n: number }>("select count(*)::int as n from sites");
    ctx.out(JSON.stringify({ migrated: true, sites: Number(row?.n ?? 0) }));
    return 0;
  },
};

export default command;
