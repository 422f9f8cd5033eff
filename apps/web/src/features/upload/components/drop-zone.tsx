import { FILE_PICKER_ACCEPT, MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { ImagePlus } from "lucide-react";
import { useDropzone } from "react-dropzone";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** Drag-and-drop zone and file picker: any image type in the picker (spec), checked by content afterwards (D12). */
export function DropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((r) => r.file)]),
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
      <Button
        type="button"
        variant="outline"
        className="mt-2"
        disabled={disabled}
        onClick={(event) => {
          event.stopPropagation();
          open();
        }}
      >
        {MESSAGES.browseImages}
      </Button>
    </div>
  );
}
