import { defineConfig } from "drizzle-kit";

// `flock /tmp/db.lock npm run db:generate -w @photo-organizer/server` writes a new migration into ./drizzle;
// the server applies pending migrations at start-up (src/db/client.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
