/**
 * `npm run simulators -- [--port 4100] [--webhook-url http://127.0.0.1:8080/api/sibs/webhook]
 * [--env-out <path>]`: runs the outside-service simulators as one process (server/simulators.ts)
 * until Ctrl-C or SIGTERM, prints their URLs and the environment an instance needs to use them
 * (also written to `--env-out` as `NAME=value` lines, for systemd's EnvironmentFile or `npm run cluster`).
 * SIBS_WEBHOOK_SECRET from the environment keeps the webhook key across restarts; otherwise a new one.
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { SIMULATORS_BASE_PORT, startSimulatorsProcess } from "../simulators.ts";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: String(SIMULATORS_BASE_PORT) },
    "webhook-url": { type: "string", default: "http://127.0.0.1:8080/api/sibs/webhook" },
    "env-out": { type: "string" },
  },
});
const basePort = Number(values.port);
if (!Number.isInteger(basePort) || basePort < 0 || basePort > 65_530) {
  console.error("--port must be a port number (SIBS's; the other five follow it)");
  process.exit(1);
}
const sims = await startSimulatorsProcess({
  basePort,
  webhookUrl: values["webhook-url"],
  sibsWebhookSecret: process.env.SIBS_WEBHOOK_SECRET || undefined,
});
const lines = Object.entries(sims.env).map(([name, value]) => `${name}=${value}`);
if (values["env-out"]) writeFileSync(values["env-out"], `${lines.join("\n")}\n`, { mode: 0o600 });
console.log("Outside-service simulators:");
for (const [service, url] of Object.entries(sims.urls)) console.log(`  ${service.padEnd(6)} ${url}`);
console.log(`SIBS webhooks go to ${values["webhook-url"]}; its test page is ${sims.urls.sibs}/__sim/`);
console.log(`\nEnvironment for each instance:\n${lines.join("\n")}`);

let closing = false;
async function stop(): Promise<void> {
  if (closing) return;
  closing = true;
  await sims.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
