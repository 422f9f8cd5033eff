import { MESSAGES, ZIP_FILE_NAME } from "@photo-organizer/core";
import {
  CakeSlice,
  Car,
  Cat,
  Check,
  Dog,
  FileArchive,
  Folder,
  type LucideIcon,
  Mountain,
  Trees,
} from "lucide-react";
import { cn } from "@/lib/utils";
import { lerp, phase } from "../use-timeline";

type Photo = { name: string; category: string; hue: number; icon: LucideIcon };

const photos: Photo[] = [
  { name: "IMG_2041.JPG", category: "Nature", hue: 45, icon: Mountain },
  { name: "IMG_2042.JPG", category: "Animals", hue: 85, icon: Dog },
  { name: "DSC00917.png", category: "Food", hue: 350, icon: CakeSlice },
  { name: "IMG_2107.JPG", category: "Vehicles", hue: 25, icon: Car },
  { name: "IMG_2230.JPG", category: "Animals", hue: 300, icon: Cat },
  { name: "IMG_2311.JPG", category: "Nature", hue: 150, icon: Trees },
];

const folders = ["Nature", "Animals", "Food", "Vehicles"];

const TILE = { w: 100, h: 74 };

/**
 * Where everything sits. The wide frame (16:9) is for wider screens; on a phone it would shrink to about half
 * its size and its labels to 6 px, so there the tall frame (10:13, the player's shape on a phone) is drawn
 * about 1:1, the photos above the folders and every label 12 px.
 */
type Layout = {
  box: { w: number; h: number };
  /** left edge of the status line, its progress bar and the ZIP */
  x: number;
  /** width of the progress bar */
  bar: number;
  /** font size of the small labels: file names, categories, photo counts */
  label: number;
  tile: (i: number) => { x: number; y: number };
  folder: { w: number; h: number; at: (f: number) => { x: number; y: number } };
  /** where a photo lands in its folder, by its place among the folder's photos */
  land: (slot: number) => { x: number; y: number };
  zip: { y: number; w: number };
};

const WIDE: Layout = {
  box: { w: 640, h: 360 },
  x: 36,
  bar: 340,
  label: 11,
  tile: (i) => ({ x: 36 + (i % 3) * 116, y: 78 + Math.floor(i / 3) * 118 }),
  folder: { w: 172, h: 52, at: (f) => ({ x: 432, y: 62 + f * 64 }) },
  land: (slot) => ({ x: 118 + slot * 25, y: 18 }),
  zip: { y: 300, w: 340 },
};

const TALL: Layout = {
  box: { w: 360, h: 468 },
  x: 16,
  bar: 328,
  label: 12,
  tile: (i) => ({ x: 16 + (i % 3) * 116, y: 70 + Math.floor(i / 3) * 116 }),
  folder: { w: 160, h: 68, at: (f) => ({ x: 16 + (f % 2) * 168, y: 310 + Math.floor(f / 2) * 78 }) },
  land: (slot) => ({ x: 46 + slot * 26, y: 48 }),
  zip: { y: 160, w: 328 },
};

const ANALYZE_START = 0.1;
const ANALYZE_STEP = 0.07;
const MOVE_START = 0.58;

function status(progress: number): string {
  if (progress < ANALYZE_START) return "Selecting photos…";
  if (progress < MOVE_START) {
    const done = Math.min(photos.length, Math.floor((progress - ANALYZE_START) / ANALYZE_STEP));
    return `Analyzing previews… ${done}/${photos.length}`;
  }
  if (progress < 0.86) return "Sorting into folders…";
  return MESSAGES.downloadComplete;
}

/** One frame of the "organize a batch" demo: photos are analysed, fly into category folders, a ZIP appears. */
export function OrganizeScene({ progress }: { progress: number }) {
  // Both frames are drawn, and CSS shows the one that fits the screen: no flash of the wrong one on load.
  return (
    <>
      <Frame progress={progress} layout={WIDE} className="hidden sm:block" />
      <Frame progress={progress} layout={TALL} className="sm:hidden" />
    </>
  );
}

function Frame({ progress, layout, className }: { progress: number; layout: Layout; className: string }) {
  const { box, folder: slot } = layout;
  const zip = phase(progress, 0.86, 0.95);
  return (
    <svg
      viewBox={`0 0 ${box.w} ${box.h}`}
      className={cn("size-full", className)}
      role="img"
      aria-label="Animation: six photos being sorted"
    >
      <rect width={box.w} height={box.h} className="fill-background" />
      <text x={layout.x} y="44" className="fill-foreground text-[18px] font-semibold">
        {status(progress)}
      </text>
      <rect x={layout.x} y="54" width={layout.bar} height="4" rx="2" className="fill-muted" />
      <rect
        x={layout.x}
        y="54"
        width={layout.bar * Math.min(1, progress / 0.86)}
        height="4"
        rx="2"
        className="fill-primary"
      />

      {folders.map((folder, f) => {
        const at = slot.at(f);
        const count = photos.filter(
          (p, i) =>
            p.category === folder &&
            phase(progress, MOVE_START + i * 0.035, MOVE_START + i * 0.035 + 0.1) >= 1,
        ).length;
        return (
          <g key={folder}>
            <rect
              x={at.x}
              y={at.y}
              width={slot.w}
              height={slot.h}
              rx="10"
              className="fill-card stroke-border"
            />
            <Folder x={at.x + 12} y={at.y + 14} width="24" height="24" className="text-primary" />
            <text x={at.x + 46} y={at.y + 24} className="fill-foreground text-[14px] font-semibold">
              {folder}/
            </text>
            <text x={at.x + 46} y={at.y + 41} className="fill-muted-foreground" fontSize={layout.label}>
              {count} photo{count === 1 ? "" : "s"}
            </text>
          </g>
        );
      })}

      {photos.map((photo, i) => {
        const start = layout.tile(i);
        const appear = phase(progress, i * 0.012, 0.06 + i * 0.012);
        const scanFrom = ANALYZE_START + i * ANALYZE_STEP;
        const scan = phase(progress, scanFrom, scanFrom + ANALYZE_STEP);
        const move = phase(progress, MOVE_START + i * 0.035, MOVE_START + i * 0.035 + 0.1);
        const target = slot.at(folders.indexOf(photo.category));
        const land = layout.land(photos.slice(0, i).filter((p) => p.category === photo.category).length);
        const scale = lerp(1, 0.22, move);
        const x = lerp(start.x, target.x + land.x, move);
        const y = lerp(start.y, target.y + land.y, move);
        const Icon = photo.icon;
        return (
          <g key={photo.name} opacity={appear} transform={`translate(${x} ${y}) scale(${scale})`}>
            <rect
              width={TILE.w}
              height={TILE.h}
              rx="10"
              fill={`oklch(0.72 0.13 ${photo.hue})`}
              stroke={scan > 0 && scan < 1 ? "var(--primary)" : "none"}
              strokeWidth="3"
            />
            <Icon x={TILE.w / 2 - 16} y={TILE.h / 2 - 16} width="32" height="32" color="white" />
            {scan > 0 && scan < 1 && (
              <rect
                x="4"
                y={4 + (TILE.h - 12) * scan}
                width={TILE.w - 8}
                height="4"
                rx="2"
                fill="white"
                opacity="0.9"
              />
            )}
            {move < 0.5 && (
              <>
                <text
                  x="0"
                  y={TILE.h + 16}
                  className="fill-muted-foreground font-mono"
                  fontSize={layout.label}
                >
                  {photo.name}
                </text>
                {scan >= 1 && (
                  <g opacity={1 - move * 2}>
                    <rect x="0" y={TILE.h + 22} width="74" height="18" rx="9" className="fill-primary/15" />
                    <text
                      x="8"
                      y={TILE.h + 35}
                      className="fill-primary font-semibold"
                      fontSize={layout.label}
                    >
                      {photo.category}
                    </text>
                  </g>
                )}
              </>
            )}
          </g>
        );
      })}

      <g opacity={zip} transform={`translate(${layout.x} ${lerp(layout.zip.y + 30, layout.zip.y, zip)})`}>
        <rect width={layout.zip.w} height="44" rx="12" className="fill-success/15 stroke-success" />
        <FileArchive x="12" y="10" width="24" height="24" className="text-success" />
        <text x="46" y="27" className="fill-foreground text-[14px] font-semibold">
          {ZIP_FILE_NAME}
        </text>
        <Check x={layout.zip.w - 34} y="10" width="24" height="24" className="text-success" />
      </g>
    </svg>
  );
}
