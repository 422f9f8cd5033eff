/**
 * Why a run ended without organizing everything, for a script reading `--json` (the `code` of its `error`
 * line): the message is for people and may change, these stay.
 */
export type CliErrorCode =
  | "bad_arguments"
  | "no_such_folder"
  | "folder_unreadable"
  | "output_refused"
  | "output_locked"
  | "disk_full"
  | "no_token"
  | "token_refused"
  | "not_photo_organizer"
  | "server_unreachable"
  | "interrupted"
  | "image_service_failing"
  | "photos_changed"
  | "allowance_used_up";

/** A failure that ends the run: its message is the one line the user reads; `exitCode` the process's. */
export class CliError extends Error {
  override name = "CliError";
  constructor(
    message: string,
    readonly code: CliErrorCode,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}
