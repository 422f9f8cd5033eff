import { MANIFEST_FILE_NAME, OUTPUT_FOLDER_NAME, ZIP_FILE_NAME } from "../../naming/file-names.ts";
import { formatCount } from "../format-count.ts";
import { ORGANIZATION_COPY } from "./organization.ts";

const photos = (n: number) => `${formatCount(n)} photo${n === 1 ? "" : "s"}`;

/** The photo-organizer command-line tool's texts (its options' help, its progress lines and refusals). */
export const CLI_COPY = {
  description:
    "Organize a folder of photos: each is described by Photo Organizer and copied into a category folder, renamed from what it shows. Your originals are never moved or changed; only small previews are sent.",
  folderArgument: "the folder of photos to organize (subfolders included)",
  outOption: "the folder to write the organized copies and manifest.csv into",
  serverOption: "the Photo Organizer server (default: the one you logged in to, else http://localhost:3000)",
  dryRunOption: "list what would be done, without analyzing or using any of your allowance",
  zipOption: "write one ZIP file instead of a folder tree",
  jsonOption: "print one JSON object a line instead of a progress bar",
  versionOption: "print the version of this tool",
  helpCommand: "show the help of this tool, or of one of its commands",
  helpOption: "show this help",
  /** After the options in `--help`: what is required, and the usual runs. */
  helpExamples: `
--out or --zip is required, except with --dry-run. Log in once first (photo-organizer login).

Examples:
  photo-organizer ~/Pictures/Phone --out ~/Pictures/Organized
  photo-organizer ~/Pictures/Phone --zip ~/Desktop/${ZIP_FILE_NAME}
  photo-organizer ~/Pictures/Phone --dry-run

Running the same command again organizes only the photos that are new, and continues a run that was interrupted.`,
  loginDescription:
    "Save a personal access token (create one on the Usage page) for later runs; PHOTO_ORGANIZER_TOKEN overrides it.",
  tokenOption: "the token (asked for when not given)",
  tokenPrompt: "Personal access token: ",
  loggedIn: (server: string, who: string, plan: string, path: string) =>
    `Logged in to ${server} as ${who} (${plan} plan). Token saved in ${path}.`,
  /** After `loggedIn`, for a token that ends; `day` as YYYY-MM-DD. */
  tokenExpires: (day: string) =>
    `This token stops working on ${day}: create a new one on the Usage page before then.`,
  /** At the start of a run whose token ends within a week. */
  tokenEndingSoon: (day: string) =>
    `Your access token stops working on ${day}. Create a new one on the Usage page and run photo-organizer login with it.`,

  outOrZipRequired: "Give --out <folder> or --zip <file> for the organized copies.",
  outAndZip: "Give either --out <folder> or --zip <file>, not both: the copies go to one of them.",
  noSuchFolder: (folder: string) => `No such folder: ${folder}`,
  notAFolder: (path: string) => `${path} is a file, not a folder: give the folder that holds the photos.`,
  outIsAFile: (out: string) => `--out must be a folder, and ${out} is a file.`,
  outHoldsTheFolder: (out: string) =>
    `--out cannot be the folder being organized, nor a folder that holds it: give the copies a folder of their own (for example ${out}/${OUTPUT_FOLDER_NAME}).`,
  foreignManifest: (manifest: string) =>
    `${manifest} is there already and no earlier run of this tool wrote it: its list of photos would be replaced. Give --out a folder of its own, or move that file.`,
  /** Photos organized by an earlier run whose originals are gone and that the ZIP written before did not hold. */
  earlierPhotosGone: (count: number) =>
    `${photos(count)} organized earlier ${count === 1 ? "is" : "are"} no longer in the folder nor in the ZIP written before, so the new ZIP cannot hold ${count === 1 ? "it" : "them"}: ${MANIFEST_FILE_NAME} lists ${count === 1 ? "it" : "them"} as unreadable.`,
  foreignZip: (zip: string) =>
    `${zip} is there already and no earlier run of this tool wrote it: it would be replaced. Give --zip a new file name, or move that file.`,
  zipIsAFolder: (zip: string) =>
    `--zip must be a file name, and ${zip} is a folder (for example ${zip}/${ZIP_FILE_NAME}).`,
  noToken: "No access token: run `photo-organizer login` or set PHOTO_ORGANIZER_TOKEN.",
  /** The saved token is never sent to another server than the one it was saved for. */
  tokenForAnotherServer: (saved: string, server: string) =>
    `Your saved token is for ${saved}, not ${server}, and is not sent there: run \`photo-organizer login --server ${server}\` or set PHOTO_ORGANIZER_TOKEN.`,
  /** `login` read no token (the input ended, or only spaces were typed). */
  noTokenGiven:
    "No token was given: paste the token from the Usage page's Access tokens when asked, or pass it with --token.",
  notAServer: (server: string) =>
    `--server must be a web address such as https://photos.example.com or http://localhost:3000, and "${server}" is not.`,
  serverUnreachable: (server: string, cause: string) => `Cannot reach ${server}: ${cause}`,
  /** The address answers, but not as a Photo Organizer site does (another site, or a path after the address). */
  notPhotoOrganizer: (server: string, status: number) =>
    `${server} answered HTTP ${status}, not as a Photo Organizer site: give --server the address you sign in at, such as https://photos.example.com.`,
  /** The output's folder cannot be made or written (another user's folder, a read-only disk). */
  outNotWritable: (where: string, code: string | undefined) =>
    `Cannot write into ${where}: ${code === "EROFS" ? "the disk is read-only" : "there is no permission to write there"}. Give --out or --zip a place of yours.`,
  tokenRefused: (message: string) => `Token refused: ${message}`,
  /** A picture of a format the tool does not decode (BMP): whole and fine, but without a preview to send. */
  notPreviewed: (source: string, format: string) =>
    `${source} is a ${format} picture, which this tool cannot make a preview of, so it is in Unsorted unchanged.`,
  /** A file of the user's where the output needs a folder. */
  fileInTheWay: (path: string) =>
    `${path} is a file where the organized copies need a folder: move or rename it, then run the same command again to go on.`,
  /** The output's disk filled up: what is done stays done. */
  diskFull: (where: string) =>
    `The disk holding ${where} is full. Free some space, then run the same command again: the photos organized so far stay done.`,
  /**
   * No allowance left for the rest. `held`: of the month's count, the photos reserved by runs not finished (GET
   * /api/usage): they come back, so "next month" is only true when none are held.
   */
  allowanceUsedUp: (done: number, total: number, held = 0) =>
    held > 0
      ? `Your monthly allowance is used up for now: ${photos(done)} of ${formatCount(total)} organized. ${photos(held)} of it ${held === 1 ? "is" : "are"} held by a run that did not finish (of this tool into another output, or in a browser) and come${held === 1 ? "s" : ""} back when that run is continued, or by ${held === 1 ? "itself" : "themselves"} when its reservation runs out (an hour after it was made, on a standard server). Run the same command again then to organize the rest.`
      : `Your monthly allowance is used up: ${photos(done)} of ${formatCount(total)} organized. Run the same command again next month or after upgrading to organize the rest.`,
  allowanceCovers: (covered: number, total: number) =>
    `Your allowance covers ${photos(covered)} of the ${formatCount(total)} left: ${formatCount(covered)} will be organized.`,
  /** A photo the image service failed on (5xx, no answer): not filed in Unsorted, tried again by the next run. */
  serviceFailedPhoto: (source: string, message: string) =>
    `${source}: ${message}. It is left for the next run.`,
  /** Photos in a row failed on the service's side: the run stopped and gave the unused photos back. */
  serviceStopped: (done: number, total: number) =>
    `The image service is not answering, so the run stopped: ${photos(done)} of ${formatCount(total)} organized. Unused photos were given back; run the same command again in a few minutes to organize the rest.`,
  /** The run went to its end, but the image service failed on some photos: they are still to do. */
  serviceLeftOver: (left: number, done: number, total: number) =>
    `${photos(done)} of ${formatCount(total)} organized; the image service failed on ${photos(left)}. Run the same command again to organize ${left === 1 ? "it" : "them"}.`,
  /** The original changed or vanished between the scan and its copy: no copy is made, the next run sees it anew. */
  changedWhileOrganized: (source: string) =>
    `${source} changed or was removed while it was being organized, so it was not copied: run the same command again to organize it as it is now.`,
  changedLeftOver: (left: number, done: number, total: number) =>
    `${photos(done)} of ${formatCount(total)} organized; ${photos(left)} changed or ${left === 1 ? "was" : "were"} removed while being organized. Run the same command again to organize ${left === 1 ? "it" : "them"} as ${left === 1 ? "it is" : "they are"} now.`,
  /**
   * Ctrl-C: the run gave its batch's unused photos back. `heldUntil`: it could not (the server did not answer),
   * so they stay held until then, or until the run is continued.
   */
  interruptedReading:
    "Interrupted while reading the folder: nothing was sent or charged. Run the same command again to start.",
  interrupted: (done: number, total: number, heldUntil?: string) =>
    `Interrupted: ${photos(done)} of ${formatCount(total)} organized. ${
      heldUntil
        ? `The server could not be told, so the rest of this run's reservation stays held from your allowance until ${heldUntil}, or until you run the same command again to continue.`
        : "Run the same command again to continue."
    }`,
  /** A photo charged in an earlier run whose answer was lost more often than the server analyses it again free. */
  reanalysedToUnsorted: (source: string) =>
    `${source} was analyzed and charged by an earlier run, but its answer was lost too often to be asked for again free of charge, so it is in Unsorted unchanged rather than charged a second time.`,
  /** No answer at all from the server (network down, server restarting): the run waits, then goes on. */
  connectionLost: (server: string, cause: string, minutes: number) =>
    `Cannot reach ${server} (${cause}): waiting up to ${formatCount(minutes)} minutes for it to come back. Nothing done is lost; press Ctrl-C to stop and run the same command again later to continue.`,
  connectionBack: (server: string) => `${server} can be reached again: the run goes on.`,
  /** The connection did not come back in time: the run stopped, with what it did kept. */
  connectionGaveUp: (server: string, cause: string, minutes: number, done: number, total: number) =>
    `Cannot reach ${server} (${cause}) after waiting ${formatCount(minutes)} minutes, so the run stopped: ${photos(done)} of ${formatCount(total)} organized. Run the same command again to continue.`,
  runLocked: (where: string, pid: number, host: string, lock: string) =>
    `Another photo-organizer run (process ${pid} on ${host}) is writing into ${where}. Wait for it to end; if none is running, delete ${lock} and run again.`,
  batchGone: "The server closed this run's batch; starting a new one.",
  settingsApplied: (folderPattern: string, namePattern: string, sidecars: boolean) =>
    `Using your organization settings: folders ${folderPattern}, names ${namePattern}${sidecars ? ", XMP sidecars" : ""}.`,
  /**
   * Photos copied into the output by an earlier run under other organization settings: they are not moved (the
   * user may have worked on them there), so the output mixes two layouts unless they start a new one.
   */
  filedUnderOtherSettings: (count: number) =>
    `${photos(count)} organized here before under other organization settings ${count === 1 ? "stays" : "stay"} where ${count === 1 ? "it is" : "they are"}; photos organized from now on follow your current settings. To lay out every photo under them, organize into a new --out or --zip.`,
  /** Exact duplicates set aside before anything is sent, as the account's settings say. */
  duplicatesSetAside: (count: number, inFolder: boolean) =>
    `${ORGANIZATION_COPY.duplicatesFound(count)} ${
      inFolder
        ? `${count === 1 ? "It is" : "They are"} copied into ${ORGANIZATION_COPY.duplicatesFolder}/.`
        : `${count === 1 ? "It is" : "They are"} listed in ${MANIFEST_FILE_NAME}, not copied.`
    }`,
  duplicate: (done: number, total: number, source: string, path: string, of: string) =>
    `[${formatCount(done)}/${formatCount(total)}] ${source} = ${of}${path ? ` → ${path}` : ", not copied"}`,

  linkedFolderSkipped: (path: string) =>
    `${path} was skipped: it is a link to a folder, and links to folders are not followed.`,
  brokenLinkSkipped: (path: string) => `${path} was skipped: it is a link to nothing.`,
  hiddenSkipped: (path: string) =>
    `${path} was skipped: its name starts with a dot, as hidden files and folders' names do (thumbnail caches, a system's own files).`,
  earlierOutputSkipped: (path: string) =>
    `${path} was skipped: an earlier run of this tool wrote its organized copies there.`,
  /** A file or subfolder the tool may not read (another user's, a system folder): skipped, the run goes on. */
  unreadableSkipped: (path: string, code: string | undefined) =>
    `${path} was skipped: ${code === "EACCES" || code === "EPERM" ? "there is no permission to read it" : code === "ENOENT" ? "it was removed while the folder was read" : `it could not be read (${code ?? "unknown error"})`}.`,
  /** The folder given itself cannot be read. */
  folderUnreadable: (folder: string) => `${folder} cannot be read: there is no permission to list its files.`,
  /** Before the files are checked: reading a large collection for the first time takes a while. */
  reading: (files: number) =>
    `Reading ${formatCount(files)} file${files === 1 ? "" : "s"} (those organized before and unchanged since are not read again)…`,
  scanned: (accepted: number, skipped: number, alreadyDone: number) =>
    `Found ${photos(accepted)} (${formatCount(alreadyDone)} already organized), ${formatCount(skipped)} other file(s) skipped.`,
  organized: (done: number, total: number, source: string, path: string) =>
    `[${formatCount(done)}/${formatCount(total)}] ${source} → ${path}`,
  /** `left`: the browser's own words for the time left (UPLOAD_COPY.estimating, UPLOAD_COPY.timeLeft) */
  progressBar: "{bar} {value}/{total} photos | {rate} photos/s | {left}",
  /** `duplicates`: set aside unanalysed; `unsorted`: in Unsorted unchanged, not analysed (unreadable, failed). */
  /** The end of a run: `done`, the folder's photos all organized, `now` of them by this run. */
  finished: (
    done: number,
    where: string,
    seconds: number,
    apart = { duplicates: 0, unsorted: 0 },
    now = done,
  ) => {
    const parts = [
      apart.duplicates > 0 ? `${formatCount(apart.duplicates)} exact duplicate(s) set aside` : "",
      apart.unsorted > 0 ? `${photos(apart.unsorted)} in Unsorted unchanged, not analyzed` : "",
    ].filter(Boolean);
    const of = parts.length > 0 ? ` Of them, ${parts.join(" and ")}.` : "";
    if (now === 0)
      return `Done: nothing new to organize; the ${photos(done)} of the folder are in ${where}.${of}`;
    const count = now === done ? photos(done) : `${photos(now)} (${formatCount(done)} in all)`;
    return `Done: ${count} organized into ${where} in ${seconds.toFixed(1)} s.${of}`;
  },
  dryRunPlan: (todo: number, batches: number, batchCap: number) =>
    `Would organize ${photos(todo)} in ${formatCount(batches)} batch(es) of up to ${formatCount(batchCap)}; nothing was sent.`,
  dryRunPhoto: (source: string) => `would organize ${source}`,
  dryRunDuplicate: (source: string, of: string) =>
    `would set aside ${source}: the same bytes as ${of} (not analyzed, not charged)`,
} as const;
