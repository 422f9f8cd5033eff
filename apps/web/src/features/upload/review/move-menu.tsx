import { CATEGORY_NAMES, UNSORTED } from "@photo-organizer/core";
import { FolderInput } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export const FOLDERS: readonly string[] = [...CATEGORY_NAMES, UNSORTED];

/** "Move to…": every folder, reachable by keyboard (Radix menu: arrows, type-ahead, Escape). */
export function MoveMenu({
  label,
  current,
  onMove,
  size = "sm",
  disabled,
}: {
  label: string;
  current?: string;
  onMove: (folder: string) => void;
  size?: "sm" | "icon";
  disabled?: boolean;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button type="button" variant="outline" size={size} aria-label={label} title={label}>
          <FolderInput aria-hidden />
          {size === "icon" ? null : label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[60vh] overflow-y-auto">
        {FOLDERS.filter((folder) => folder !== current).map((folder) => (
          <DropdownMenuItem key={folder} onSelect={() => onMove(folder)}>
            {folder}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
