import { readFileSync } from "node:fs";
import { CLI_COPY, planDisplayName } from "@photo-organizer/core";
import { Command } from "commander";
import { read } from "read";
import { ApiError, createApi, NetworkError } from "./api-client.ts";
import { CliError } from "./cli-error.ts";
import {
  configPath,
  connection,
  noTokenMessage,
  readConfig,
  serverAddress,
  writeConfig,
} from "./config-file.ts";
import { organize } from "./organize.ts";
import { noOutput, treeOutput, zipOutput } from "./outputs.ts";
import { jsonReporter, plainReporter, type Reporter, terminalReporter } from "./reporter.ts";

type RunOptions = { out?: string; zip?: string; server?: string; dryRun?: boolean; json?: boolean };

function reporterFor(options: { json?: boolean | undefined }): Reporter {
  if (options.json) return jsonReporter();
  return process.stderr.isTTY ? terminalReporter() : plainReporter();
}

async function run(folder: string, options: RunOptions) {
  const reporter = reporterFor(options);
  // The first Ctrl-C stops the run cleanly (what is done stays done); a second one ends it at once. A stop asked
  // for by the system or another program (SIGTERM: `kill`, `timeout`, a service manager) is heard the same way.
  const interrupt = new AbortController();
  const onSigint = () => {
    if (interrupt.signal.aborted) process.exit(130);
    interrupt.abort(new Error("interrupted"));
  };
  // The terminal closed (a window shut, an SSH connection lost): the run still stops cleanly and gives its batch
  // back, with no one left to tell; writing to the terminal that is gone must not end it first.
  const onSighup = () => {
    for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
    onSigint();
  };
  process.on("SIGINT", onSigint);
  process.on("SIGTERM", onSigint);
  process.on("SIGHUP", onSighup);
  try {
    if (options.out && options.zip) throw new CliError(CLI_COPY.outAndZip, "bad_arguments");
    // A dry run may name no output: it then lists every photo as still to do.
    const output = options.zip
      ? zipOutput(options.zip)
      : options.out
        ? treeOutput(options.out)
        : options.dryRun
          ? noOutput()
          : null;
    if (!output) throw new CliError(CLI_COPY.outOrZipRequired, "bad_arguments");
    const { server, token, savedFor } = await connection(options);
    await organize({
      folder,
      output,
      api: token ? createApi(server, token) : null,
      server,
      noToken: noTokenMessage(server, savedFor),
      dryRun: options.dryRun ?? false,
      reporter,
      signal: interrupt.signal,
    });
  } catch (caught) {
    reporter.stop();
    const error =
      (caught as NodeJS.ErrnoException)?.code === "ENOSPC"
        ? new CliError(CLI_COPY.diskFull(options.out ?? options.zip ?? folder), "disk_full")
        : caught;
    reporter.failed(
      error instanceof Error ? error.message : String(error),
      error instanceof CliError ? error.code : "unexpected",
    );
    process.exitCode = error instanceof CliError ? error.exitCode : 1;
  } finally {
    process.off("SIGINT", onSigint);
    process.off("SIGTERM", onSigint);
    process.off("SIGHUP", onSighup);
  }
}

/**
 * The token, typed or piped in: not shown on a terminal (it would stay in the scrollback and in screen shares),
 * and "" when the input ends with none (`< /dev/null`), which the caller refuses with one line.
 */
async function askToken(): Promise<string> {
  const terminal = process.stdin.isTTY === true;
  const answer = read({ prompt: CLI_COPY.tokenPrompt, silent: terminal, terminal, output: process.stderr });
  // A turn later than the input's end: a last line without a newline is read's answer first.
  const ended = new Promise<string>((resolve) =>
    process.stdin.once("end", () => setImmediate(() => resolve(""))),
  );
  const token = await Promise.race([answer, ended]);
  // The prompt's line ends before whatever is said next (typed unseen, or piped in).
  process.stderr.write("\n");
  return token.trim();
}

async function login(options: { server?: string; token?: string }) {
  const saved = await readConfig();
  const server = options.server ? serverAddress(options.server) : (await connection({})).server;
  const token = options.token ?? (await askToken());
  if (!token) throw new CliError(CLI_COPY.noTokenGiven, "no_token");
  try {
    const api = createApi(server, token);
    const me = await api.me();
    await writeConfig({ ...saved, server, token });
    process.stdout.write(
      `${CLI_COPY.loggedIn(server, me.email ?? me.name ?? me.id, planDisplayName(me.plan), configPath())}\n`,
    );
    const expiresAt = api.tokenExpiresAt();
    if (expiresAt) process.stdout.write(`${CLI_COPY.tokenExpires(expiresAt.slice(0, 10))}\n`);
  } catch (error) {
    // Another site, or a path after the address, is no refusal of the token: its own message says what to give.
    if (
      error instanceof ApiError &&
      (error.code === undefined || error.code === "not_found") &&
      (error.status === 404 || error.status === 405)
    )
      throw new CliError(error.message, "not_photo_organizer");
    if (error instanceof ApiError) throw new CliError(CLI_COPY.tokenRefused(error.message), "token_refused");
    if (error instanceof NetworkError)
      throw new CliError(CLI_COPY.serverUnreachable(server, error.message), "server_unreachable");
    throw error;
  }
}

// The package's own manifest: beside src/ in the repository, beside dist/ in the npm package.
const { version } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as {
  version: string;
};

const program = new Command("photo-organizer")
  .description(CLI_COPY.description)
  .version(version, "-V, --version", CLI_COPY.versionOption)
  // `login --server` is login's own option, not the organizing run's.
  .enablePositionalOptions()
  .argument("<folder>", CLI_COPY.folderArgument)
  .option("--out <folder>", CLI_COPY.outOption)
  .option("--server <url>", CLI_COPY.serverOption)
  .option("--dry-run", CLI_COPY.dryRunOption)
  .option("--zip <file>", CLI_COPY.zipOption)
  .option("--json", CLI_COPY.jsonOption)
  // `photo-organizer help` and `help login` as well as --help (a folder named "help" is `./help`).
  .helpCommand("help [command]", CLI_COPY.helpCommand)
  .helpOption("-h, --help", CLI_COPY.helpOption)
  .addHelpText("after", CLI_COPY.helpExamples)
  .action(run);

program
  .command("login")
  .description(CLI_COPY.loginDescription)
  .option("--server <url>", CLI_COPY.serverOption)
  .option("--token <token>", CLI_COPY.tokenOption)
  .action(async (options: { server?: string; token?: string }) => {
    try {
      // `photo-organizer --server <url> login` means the same as `login --server <url>`.
      await login({ ...options, server: options.server ?? program.opts<{ server?: string }>().server });
    } catch (error) {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = error instanceof CliError ? error.exitCode : 1;
    }
  });

await program.parseAsync();
