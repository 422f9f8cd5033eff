import { REVIEW_TEXTS } from "@photo-organizer/core";
import { FolderInput, FolderPlus } from "lucide-react";
import { type ReactNode, type RefObject, useRef } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * A review menu's items: the menu flips to the side with room and never grows past the space the viewport has
 * left on that side (the rest scrolls inside it). When an item moved the focus on (`handled` set), Radix
 * must not pull it back to the menu's button.
 */
export function ReviewMenuContent({
  handled,
  children,
}: {
  handled: RefObject<boolean>;
  children: ReactNode;
}) {
  return (
    <DropdownMenuContent
      align="end"
      collisionPadding={8}
      className="max-h-[var(--radix-dropdown-menu-content-available-height)] overflow-y-auto"
      onCloseAutoFocus={(e) => {
        if (handled.current) e.preventDefault();
        handled.current = false;
      }}
    >
      {children}
    </DropdownMenuContent>
  );
}

/**
 * "Move to…": every folder the batch can use (the account's own folders when its settings applied, else the
 * catalogue's, plus any the user made), and "New folder…". Reachable by keyboard (Radix menu: arrows,
 * type-ahead, Escape) and by mouse wherever its button is.
 */
export function MoveMenu({
  label,
  folders,
  current,
  onMove,
  onNewFolder,
  size = "sm",
  disabled,
  focusKey,
}: {
  label: string;
  folders: readonly string[];
  current?: string;
  onMove: (folder: string) => void;
  /** asks for a new folder's name (the photos move there once it is given) */
  onNewFolder: () => void;
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
      <ReviewMenuContent handled={moved}>
        <DropdownMenuItem
          onSelect={() => {
            // The dialog takes the focus; Radix must not pull it back to this button.
            moved.current = true;
            onNewFolder();
          }}
        >
          <FolderPlus aria-hidden />
          {REVIEW_TEXTS.newFolder}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {folders
          .filter((folder) => folder !== current)
          .map((folder) => (
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
      </ReviewMenuContent>
    </DropdownMenu>
  );
}
