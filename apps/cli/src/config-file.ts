import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { CLI_COPY } from "@photo-organizer/core";
import { z } from "zod";
import { CliError } from "./cli-error.ts";

export const DEFAULT_SERVER = "http://localhost:3000";
export const TOKEN_ENV = "PHOTO_ORGANIZER_TOKEN";

const configSchema = z.object({ server: z.string().optional(), token: z.string().optional() });
export type SavedConfig = z.infer<typeof configSchema>;

/** `$XDG_CONFIG_HOME/photo-organizer/config.json` (`~/.config/…` without it), as command-line tools keep theirs. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(homedir(), ".config");
  return join(base, "photo-organizer", "config.json");
}

export async function readConfig(path = configPath()): Promise<SavedConfig> {
  try {
    return configSchema.parse(JSON.parse(await readFile(path, "utf8")));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new Error(`${path} is not a photo-organizer config file: ${String(error)}`);
  }
}

/** Written readable by its owner only: the token is a key to the account's allowance. */
export async function writeConfig(config: SavedConfig, path = configPath()): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const partial = `${path}.${process.pid}.tmp`;
  await writeFile(partial, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  await rename(partial, path);
}

/** `--server` as the API client joins paths to it (no trailing slash); a one-line refusal if it is no web address. */
export function serverAddress(value: string): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== "http:" && url?.protocol !== "https:")
    throw new CliError(CLI_COPY.notAServer(value), "bad_arguments");
  return value.replace(/\/+$/, "");
}

/** Whether two addresses are one server (`HTTP://Photos.example.com:80/` is `http://photos.example.com`). */
export function sameServer(a: string, b: string): boolean {
  const key = (address: string) => new URL(`${address.replace(/\/+$/, "")}/`).href;
  return URL.canParse(a) && URL.canParse(b) && key(a) === key(b);
}

/**
 * The server and token a run uses: the server from the command line, else the saved one; the token from the
 * environment, else the saved one, but only for the server it was saved for: it is a key to the account, and a
 * mistyped or unknown `--server` must never receive it. `savedFor` names that other server when it was held back.
 */
export async function connection(options: { server?: string | undefined }) {
  const saved = await readConfig();
  const server = serverAddress(options.server ?? saved.server ?? DEFAULT_SERVER);
  const fromEnv = process.env[TOKEN_ENV] || null;
  const savedServer = saved.server ?? DEFAULT_SERVER;
  const savedHere = saved.token && sameServer(savedServer, server) ? saved.token : null;
  const savedFor = !fromEnv && saved.token && !savedHere ? savedServer : null;
  return { server, token: fromEnv ?? savedHere, savedFor };
}

/** Why a run has no token: none saved, or the one saved is for another server. */
export const noTokenMessage = (server: string, savedFor: string | null) =>
  savedFor ? CLI_COPY.tokenForAnotherServer(savedFor, server) : CLI_COPY.noToken;
