import { mkdir, open, readFile, rm } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname } from "node:path";
import { z } from "zod";

const holderSchema = z.object({ pid: z.number().int(), host: z.string() });
export type Holder = z.infer<typeof holderSchema>;

/** This run's hold on the record, or who holds it and where its lock lies (to delete, should it be wrong). */
export type RunLock = { release: () => Promise<void> } | { heldBy: Holder; path: string };

/** Whether the process that wrote `holder` may still be running; one on another machine cannot be told. */
function mayBeRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code !== "ESRCH";
  }
}

async function readHolder(path: string): Promise<Holder | null> {
  try {
    return holderSchema.parse(JSON.parse(await readFile(path, "utf8")));
  } catch {
    return null;
  }
}

/**
 * Holds the run's record at `statePath` for this process until it is released. Two runs into one
 * output would each copy every photo (the second as `…_2`) while the record kept only one run's copies. A
 * process id, not a lease renewed in time (proper-lockfile's way), tells a live holder from a dead one: a run
 * killed outright is continued the moment it is started again, not after the lease runs out.
 */
export async function lockRun(statePath: string): Promise<RunLock> {
  const path = `${statePath}.lock`;
  await mkdir(dirname(path), { recursive: true });
  const mine = JSON.stringify({ pid: process.pid, host: hostname() } satisfies Holder);
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx" creates the file only if it is not there: of two runs starting at once, one gets it.
      const file = await open(path, "wx");
      await file.writeFile(mine);
      await file.close();
      return { release: () => rm(path, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = await readHolder(path);
    // A holder still writing its id is given a moment; one that never does is gone.
    if (holder === null && attempt < 3) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    if (holder && mayBeRunning(holder)) return { heldBy: holder, path };
    // Left by a run that ended without releasing it (killed, or its machine turned off).
    await rm(path, { force: true });
  }
}
