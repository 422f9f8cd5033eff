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
const tileStart = (i: number) => ({ x: 36 + (i % 3) * 116, y: 78 + Math.floor(i / 3) * 118 });
const folderBox = (f: number) => ({ x: 432, y: 62 + f * 64 });

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
  const zip = phase(progress, 0.86, 0.95);
  return (
    <svg
      viewBox="0 0 640 360"
      className="size-full"
      role="img"
      aria-label="Animation: six photos being sorted"
    >
      <rect width="640" height="360" className="fill-background" />
      <text x="36" y="44" className="fill-foreground text-[18px] font-semibold">
        {status(progress)}
      </text>
      <rect x="36" y="54" width="340" height="4" rx="2" className="fill-muted" />
      <rect
        x="36"
        y="54"
        width={340 * Math.min(1, progress / 0.86)}
        height="4"
        rx="2"
        className="fill-primary"
      />

      {folders.map((folder, f) => {
        const box = folderBox(f);
        const count = photos.filter(
          (p, i) =>
            p.category === folder &&
            phase(progress, MOVE_START + i * 0.035, MOVE_START + i * 0.035 + 0.1) >= 1,
        ).length;
        return (
          <g key={folder}>
            <rect x={box.x} y={box.y} width="172" height="52" rx="10" className="fill-card stroke-border" />
            <Folder x={box.x + 12} y={box.y + 14} width="24" height="24" className="text-primary" />
            <text x={box.x + 46} y={box.y + 24} className="fill-foreground text-[14px] font-semibold">
              {folder}/
            </text>
            <text x={box.x + 46} y={box.y + 41} className="fill-muted-foreground text-[11px]">
              {count} photo{count === 1 ? "" : "s"}
            </text>
          </g>
        );
      })}

      {photos.map((photo, i) => {
        const start = tileStart(i);
        const appear = phase(progress, i * 0.012, 0.06 + i * 0.012);
        const scanFrom = ANALYZE_START + i * ANALYZE_STEP;
        const scan = phase(progress, scanFrom, scanFrom + ANALYZE_STEP);
        const move = phase(progress, MOVE_START + i * 0.035, MOVE_START + i * 0.035 + 0.1);
        const target = folderBox(folders.indexOf(photo.category));
        const slot = photos.slice(0, i).filter((p) => p.category === photo.category).length;
        const scale = lerp(1, 0.22, move);
        const x = lerp(start.x, target.x + 118 + slot * 25, move);
        const y = lerp(start.y, target.y + 18, move);
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
                <text x="0" y={TILE.h + 16} className="fill-muted-foreground font-mono text-[11px]">
                  {photo.name}
                </text>
                {scan >= 1 && (
                  <g opacity={1 - move * 2}>
                    <rect x="0" y={TILE.h + 22} width="74" height="18" rx="9" className="fill-primary/15" />
                    <text x="8" y={TILE.h + 35} className="fill-primary text-[11px] font-semibold">
                      {photo.category}
                    </text>
                  </g>
                )}
              </>
            )}
          </g>
        );
      })}

      <g opacity={zip} transform={`translate(${lerp(36, 36, zip)} ${lerp(330, 300, zip)})`}>
        <rect width="340" height="44" rx="12" className="fill-success/15 stroke-success" />
        <FileArchive x="12" y="10" width="24" height="24" className="text-success" />
        <text x="46" y="27" className="fill-foreground text-[14px] font-semibold">
          {ZIP_FILE_NAME}
        </text>
        <Check x="306" y="10" width="24" height="24" className="text-success" />
      </g>
    </svg>
  );
}
