import { COLLECTION_COPY, FILE_PICKER_ACCEPT, MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { FolderOpen, ImagePlus } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { inPathOrder } from "../lib/select-files";

/** Chromium, Firefox and Safari all read a chosen folder, subfolders included, through this attribute. */
const FOLDER_PICKER = { webkitdirectory: "" };

/** Opens a picker; the click stops here, so the zone around it does not open one too. */
function PickButton({
  disabled,
  onPick,
  children,
}: {
  disabled?: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      disabled={disabled}
      onClick={(event) => {
        event.stopPropagation();
        onPick();
      }}
    >
      {children}
    </Button>
  );
}

/**
 * Drag-and-drop zone, file picker and folder picker: any image type in the picker (spec), checked by content
 * afterwards (D12). A dropped or chosen folder is read with its subfolders, its files in path order.
 */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const folderInput = useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => onFiles(inPathOrder([...accepted, ...rejected.map((r) => r.file)])),
    accept: { [FILE_PICKER_ACCEPT]: [] },
    multiple: true,
    noClick: true,
    noKeyboard: true,
    disabled,
  });
  return (
    <div
      {...getRootProps({
        onClick: () => !disabled && open(),
        className: cn(
          "group relative flex cursor-pointer flex-col items-center justify-center gap-3 rounded-2xl border-2 border-dashed border-input bg-card px-6 py-12 text-center shadow-soft transition-colors sm:py-16",
          "hover:border-primary/60 hover:bg-accent/40",
          isDragActive && "border-primary bg-accent/60",
          disabled && "pointer-events-none opacity-60",
        ),
      })}
    >
      <input {...getInputProps()} data-testid="upload-input" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-soft transition-transform group-hover:scale-105">
        <ImagePlus className="size-8" aria-hidden />
      </span>
      <p className="text-lg font-semibold">{isDragActive ? UPLOAD_COPY.dropNow : MESSAGES.dropZoneTitle}</p>
      <p className="text-sm text-muted-foreground">{MESSAGES.dropZoneHint}</p>
      <input
        {...FOLDER_PICKER}
        ref={folderInput}
        type="file"
        multiple
        hidden
        data-testid="upload-folder-input"
        onChange={(event) => {
          onFiles(inPathOrder(Array.from(event.currentTarget.files ?? [])));
          event.currentTarget.value = "";
        }}
      />
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <PickButton disabled={disabled} onPick={open}>
          {MESSAGES.browseImages}
        </PickButton>
        <PickButton disabled={disabled} onPick={() => folderInput.current?.click()}>
          <FolderOpen aria-hidden />
          {COLLECTION_COPY.chooseFolder}
        </PickButton>
      </div>
    </div>
  );
}
