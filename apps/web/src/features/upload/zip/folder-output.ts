import type { ZipOutput } from "../lib/organize";
import type { PartOfRun } from "../lib/zip-plan";
import { SaveCancelledError } from "./save-zip";
import { asItems, type OutputEntry, organizedEntries } from "./zip-stream";

type DirectoryPicker = (options: { mode: "readwrite"; id?: string }) => Promise<FileSystemDirectoryHandle>;

function directoryPicker(): DirectoryPicker | undefined {
  const fn = (window as unknown as { showDirectoryPicker?: DirectoryPicker }).showDirectoryPicker;
  return typeof fn === "function" && window.self === window.top ? fn.bind(window) : undefined;
}

/** Whether this browser can write the organized copies straight into a folder (File System Access, Chromium). */
export const canSaveToFolder = (): boolean => directoryPicker() !== undefined;

/** The folder the user picks; null when they close the picker. Asked while the click still counts. */
export async function pickDestination(): Promise<FileSystemDirectoryHandle | null> {
  const picker = directoryPicker();
  if (!picker) return null;
  try {
    return await picker({ mode: "readwrite", id: "organized-photos" });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") return null;
    throw error;
  }
}

async function exists(parent: FileSystemDirectoryHandle, name: string): Promise<boolean> {
  try {
    await parent.getDirectoryHandle(name);
    return true;
  } catch {
    try {
      await parent.getFileHandle(name);
      return true;
    } catch {
      return false;
    }
  }
}

/**
 * A new folder for this run inside the one the user picked (`organized_photos`, else `organized_photos (2)`, …),
 * so nothing already there is ever overwritten.
 */
export async function newRunFolder(
  parent: FileSystemDirectoryHandle,
  base: string,
): Promise<FileSystemDirectoryHandle> {
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base} (${n})`;
    if (!(await exists(parent, name))) return parent.getDirectoryHandle(name, { create: true });
  }
}

/** Writes one file of the output at its path under `root`, making its folders on the way (each once). */
function folderWriter(root: FileSystemDirectoryHandle) {
  const folders = new Map<string, Promise<FileSystemDirectoryHandle>>([["", Promise.resolve(root)]]);
  const folder = (path: string): Promise<FileSystemDirectoryHandle> => {
    const known = folders.get(path);
    if (known) return known;
    const cut = path.lastIndexOf("/");
    const made = folder(cut < 0 ? "" : path.slice(0, cut)).then((parent) =>
      parent.getDirectoryHandle(path.slice(cut + 1), { create: true }),
    );
    folders.set(path, made);
    return made;
  };
  return async (entry: OutputEntry): Promise<void> => {
    const cut = entry.name.lastIndexOf("/");
    const dir = await folder(cut < 0 ? "" : entry.name.slice(0, cut));
    const file = await dir.getFileHandle(entry.name.slice(cut + 1), { create: true });
    const writable = await file.createWritable();
    try {
      await writable.write(entry.input as Uint8Array<ArrayBuffer>);
      await writable.close();
    } catch (error) {
      await writable.abort().catch(() => undefined);
      throw error;
    }
  };
}

/**
 * Writes the organized output into `root`, folder by folder with the ZIP's paths and manifest.csv at the top,
 * one file at a time: nothing is held beyond the photo being written. Returns how many files were written.
 */
export async function writeToFolder(
  root: FileSystemDirectoryHandle,
  entries: AsyncIterable<OutputEntry>,
): Promise<number> {
  const write = folderWriter(root);
  let written = 0;
  for await (const entry of entries) {
    await write(entry);
    written++;
  }
  return written;
}

/** Whether the page may write into a folder kept from before a reload; asks the user (on a click) when not. */
export async function mayWrite(folder: FileSystemDirectoryHandle): Promise<boolean> {
  const handle = folder as FileSystemDirectoryHandle & {
    queryPermission?(options: { mode: "readwrite" }): Promise<PermissionState>;
    requestPermission?(options: { mode: "readwrite" }): Promise<PermissionState>;
  };
  const options = { mode: "readwrite" } as const;
  if ((await handle.queryPermission?.(options)) === "granted") return true;
  return (await handle.requestPermission?.(options).catch(() => "denied")) === "granted";
}

/**
 * The run's output as organized copies in a folder the user picks, in place of the ZIP. The flow pulls its
 * output as a stream at the pace of the photos; here each pull writes the next file, and the stream carries
 * no bytes. `onFolder` names the run's folder once it is made (for the page's texts, and to continue there
 * after an interruption); `continueIn`, a run's folder from before, is written into again instead; `onWritten`
 * hears of each photo once its file is on the disk.
 */
export function folderOutput(
  base: string,
  onFolder: (name: string, folder: FileSystemDirectoryHandle) => void,
  {
    continueIn,
    picked,
    part,
    onWritten,
  }: {
    continueIn?: { folder: FileSystemDirectoryHandle; label: string };
    /** the folder the user picked at the click; without it the picker is asked when the output opens */
    picked?: FileSystemDirectoryHandle;
    /** the photos written into the folder before: their paths stay taken, the manifest covers them too */
    part?: PartOfRun;
    onWritten?(photo: NonNullable<OutputEntry["photo"]>): void;
  } = {},
): ZipOutput {
  let destination: FileSystemDirectoryHandle | null = null;
  return {
    openSink: async () => {
      if (continueIn) {
        destination = continueIn.folder;
        onFolder(continueIn.label, destination);
      } else {
        const parent = picked ?? (await pickDestination());
        if (!parent) throw new SaveCancelledError();
        destination = await newRunFolder(parent, base);
        onFolder(`${parent.name}/${destination.name}`, destination);
      }
      return {
        write: (stream) => stream.pipeTo(new WritableStream()),
        // What was written stays: the photos are the user's, byte-identical, and listed once the run ends.
        discard: async () => undefined,
      };
    },
    zip: (results, options) => {
      const root = destination;
      if (!root) throw new Error("no destination folder");
      const write = folderWriter(root);
      const entries = organizedEntries(asItems(results), { ...options, ...part })[Symbol.asyncIterator]();
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await entries.next();
          if (next.done) controller.close();
          else {
            await write(next.value);
            if (next.value.photo) onWritten?.(next.value.photo);
            controller.enqueue(new Uint8Array(0));
          }
        },
        async cancel() {
          await entries.return?.(undefined);
        },
      });
    },
  };
}
