import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { logOutput } from "./config/log-output.ts";
import { DatabaseUnavailableError } from "./db/client.ts";

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { logStream: logOutput(config, process.stdout.isTTY === true) });
  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ host: config.host, port: config.port });
  // A plain line that people and test harnesses can both read. Sign-in works at PUBLIC_URL only (its
  // cookies and redirects belong to that origin); requests reaching another address of this machine are
  // sent there before they sign in.
  console.log(`Photo Organizer is running at ${config.publicUrl}`);
}

main().catch((error: unknown) => {
  // Both say what is wrong in one line; a stack trace would add nothing.
  if (error instanceof ConfigError || error instanceof DatabaseUnavailableError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
