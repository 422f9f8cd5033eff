#!/usr/bin/env node
// `npm run dev`: API server with reload on :3000 and Vite with hot module reload on :5173 (proxying the API).
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const children = [
  spawn("npm", ["run", "dev", "-w", "@photo-organizer/server"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:5173" },
  }),
  spawn("npm", ["run", "dev", "-w", "@photo-organizer/web"], { cwd: root, stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exitCode = code ?? 0;
  });
