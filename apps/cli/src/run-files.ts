import { join } from "node:path";

/** The folder beside the output where a run keeps its record and the copies it has not yet put in place. */
export const RUN_FOLDER = ".photo-organizer";

/** A folder tree output's record, relative to the output: a folder holding one was written by this tool. */
export const TREE_RUN_RECORD = join(RUN_FOLDER, "run.json");
