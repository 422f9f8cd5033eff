import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config/env.ts";
import { DatabaseUnavailableError } from "./db/client.ts";

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  const close = async (signal: string) => {
    app.log.info({ signal }, "shutting down");
    await app.close();
    process.exit(0);
  };
  process.once("SIGINT", close);
  process.once("SIGTERM", close);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  // A plain line that people and test harnesses can both read.
  console.log(`Photo Organizer is running at http://localhost:${port}`);
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
