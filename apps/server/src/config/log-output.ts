import type { DestinationStream } from "pino";
import pretty from "pino-pretty";
import type { Config } from "./env.ts";

/**
 * Where the log goes: a person at a terminal in development reads one plain line per event
 * ("12:04:31 INFO: shutting down {signal: SIGINT}"); production, and any output piped to a file or a log
 * collector, keeps pino's JSON lines, which tools parse.
 */
export function logOutput(
  config: Pick<Config, "nodeEnv">,
  isTerminal: boolean,
): DestinationStream | undefined {
  if (config.nodeEnv === "production" || !isTerminal) return undefined;
  return pretty({
    colorize: true,
    singleLine: true,
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId",
  });
}
