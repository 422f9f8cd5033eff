import { type RefObject, useEffect, useState } from "react";
import { formatOf } from "../lib/file-formats";
import { decodedThumbnail, needsDecodedThumbnail, withinPixelLimit } from "./thumbnails";

/**
 * A small preview of `file` for the element `box`, made once it is on screen, as an object URL revoked when the
 * element goes away: the file itself when its header keeps within its pixel limit; for HEIC, TIFF and RAW
 * files, which an <img> cannot show, a small decode in a worker. Null until then, and for no file.
 */
export function useFileThumbnail(file: File | null, box: RefObject<HTMLElement | null>): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    setUrl(null);
    if (!file) return;
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
  }, [file, box]);
  return url;
}
