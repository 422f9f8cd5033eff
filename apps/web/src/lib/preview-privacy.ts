import { previewPrivacy } from "@photo-organizer/core";
import { useSiteConfig } from "./site-config";

const OWN = previewPrivacy(null);

/**
 * The privacy sentences for this site (core's `previewPrivacy`): its own models, or the outside image service
 * `/api/config` names. `truthful` puts this site's sentences in place of the own-models ones in a text that
 * quotes them (an FAQ answer, a feature card), so static page data stays as it is.
 */
export function usePreviewPrivacy() {
  const imageService = useSiteConfig().data?.imageService ?? null;
  const privacy = previewPrivacy(imageService);
  const truthful = (text: string) =>
    imageService === null
      ? text
      : text
          .replaceAll(OWN.previews, privacy.previews)
          .replaceAll(OWN.summary, privacy.summary)
          .replaceAll(OWN.card, privacy.card);
  return { ...privacy, truthful };
}

export type PreviewPrivacy = ReturnType<typeof usePreviewPrivacy>;
