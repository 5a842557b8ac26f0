import fs from "node:fs";
import { renderConfigDocs } from "../src/site/config-docs";

fs.writeFileSync("docs/site-config.md", renderConfigDocs());
console.log("wrote docs/site-config.md");
