import { MESSAGES, UPLOAD_COPY } from "@photo-organizer/core";
import { ImageIcon, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatOf } from "../lib/file-formats";
import { fileKey } from "../lib/select-files";
import { decodedThumbnail, needsDecodedThumbnail, withinPixelLimit } from "../preview/thumbnails";

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A small preview, made once the row is on screen, from an object URL revoked when the row goes away: the
 * file itself when its header keeps within its pixel limit; for HEIC, TIFF and RAW files, which an <img>
 * cannot show, a small decode in a worker.
 */
function Thumbnail({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const type = formatOf(file)?.type;
    const stop = new AbortController();
    let objectUrl: string | null = null;
    const show = (blob: Blob | null) => {
      if (!blob || stop.signal.aborted) return;
      objectUrl = URL.createObjectURL(blob);
      setUrl(objectUrl);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (type && !needsDecodedThumbnail(type)) {
        void withinPixelLimit(file, type).then(
          (fits) => show(fits ? file : null),
          () => undefined,
        );
      } else {
        void decodedThumbnail(file, stop.signal).then(show);
      }
    });
    if (box.current) observer.observe(box.current);
    return () => {
      stop.abort();
      observer.disconnect();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [file]);
  return (
    <span
      ref={box}
      className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted"
    >
      {url ? (
        <img src={url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        <ImageIcon className="size-5 text-muted-foreground" aria-hidden />
      )}
    </span>
  );
}

export function SelectedFiles({
  files,
  busy,
  onRemove,
  onClear,
}: {
  files: File[];
  busy: boolean;
  onRemove: (file: File) => void;
  onClear: () => void;
}) {
  if (files.length === 0) return null;
  return (
    <section
      aria-label={MESSAGES.filesSelected(files.length)}
      className="rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="font-semibold">{MESSAGES.filesSelected(files.length)}</h2>
        <Button type="button" variant="ghost" size="sm" onClick={onClear} disabled={busy}>
          {UPLOAD_COPY.clearAll}
        </Button>
      </div>
      <ul className="grid max-h-[26rem] gap-2 overflow-y-auto pr-1 sm:grid-cols-2">
        {files.map((file) => (
          <li key={fileKey(file)} className="flex items-center gap-3 rounded-xl border bg-background/60 p-2">
            <Thumbnail file={file} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium [overflow-wrap:anywhere]" title={file.name}>
                {file.name}
              </p>
              <p className="text-xs text-muted-foreground">{formatSize(file.size)}</p>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon-sm"
              aria-label={UPLOAD_COPY.removeFile(file.name)}
              onClick={() => onRemove(file)}
              disabled={busy}
            >
              <X aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
