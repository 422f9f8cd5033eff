/** A failure that ends the run: its message is the one line the user reads; `exitCode` the process's. */
export class CliError extends Error {
  override name = "CliError";
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
