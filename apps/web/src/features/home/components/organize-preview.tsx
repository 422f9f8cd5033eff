import { HOME_COPY as COPY } from "@photo-organizer/core";
import { ArrowRight, FileImage, Folder } from "lucide-react";

/** An illustration of what the product does: camera-roll names in, category folders out. */
const BEFORE = ["IMG_2041.JPG", "IMG_2042.JPG", "DSC00917.png", "IMG_2107.JPG"];
const AFTER: { folder: string; files: string[] }[] = [
  { folder: "Nature", files: ["sunset_over_a_mountain_lake.jpg"] },
  { folder: "Animals", files: ["golden_retriever_on_the_grass.jpg"] },
  { folder: "Food", files: ["cappuccino_with_latte_art.png", "chocolate_cake_with_berries.jpg"] },
];

export function OrganizePreview() {
  return (
    <div
      aria-hidden
      className="grid items-center gap-4 rounded-2xl border bg-card/80 p-4 text-left shadow-lift backdrop-blur sm:grid-cols-[1fr_auto_1.4fr] sm:p-6"
    >
      <div className="space-y-2">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {COPY.previewBefore}
        </p>
        {BEFORE.map((name) => (
          <p key={name} className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 font-mono text-xs">
            <FileImage className="size-4 shrink-0 text-muted-foreground" />
            {name}
          </p>
        ))}
      </div>
      <ArrowRight className="mx-auto size-6 rotate-90 text-primary sm:rotate-0" />
      <div className="space-y-2">
        <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {COPY.previewAfter}
        </p>
        {AFTER.map(({ folder, files }) => (
          <div key={folder} className="rounded-lg border bg-background px-3 py-2">
            <p className="flex items-center gap-2 text-sm font-semibold">
              <Folder className="size-4 fill-primary/20 text-primary" />
              {folder}/
            </p>
            {files.map((f) => (
              <p key={f} className="truncate pl-6 font-mono text-xs text-muted-foreground">
                {f}
              </p>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
