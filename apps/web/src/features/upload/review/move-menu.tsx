import { CATEGORY_NAMES, UNSORTED } from "@photo-organizer/core";
import { FolderInput } from "lucide-react";
import { useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export const FOLDERS: readonly string[] = [...CATEGORY_NAMES, UNSORTED];

/**
 * "Move to…": every folder, reachable by keyboard (Radix menu: arrows, type-ahead, Escape) and by mouse
 * wherever its button is: the menu flips to the side with room and never grows past the space the viewport
 * has left on that side; the rest scrolls inside it.
 */
export function MoveMenu({
  label,
  current,
  onMove,
  size = "sm",
  disabled,
  focusKey,
}: {
  label: string;
  current?: string;
  onMove: (folder: string) => void;
  size?: "sm" | "icon";
  disabled?: boolean;
  /** names the button for the list's focus keeping */
  focusKey?: string;
}) {
  // After a move the list puts the focus where the photo went; Radix must not pull it back to this button.
  const moved = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <Button
          type="button"
          data-focus-key={focusKey}
          variant="outline"
          size={size}
          aria-label={label}
          title={label}
        >
          <FolderInput aria-hidden />
          {size === "icon" ? null : label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        className="max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto"
        onCloseAutoFocus={(e) => {
          if (moved.current) e.preventDefault();
          moved.current = false;
        }}
      >
        {FOLDERS.filter((folder) => folder !== current).map((folder) => (
          <DropdownMenuItem
            key={folder}
            onSelect={() => {
              moved.current = true;
              onMove(folder);
            }}
          >
            {folder}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
