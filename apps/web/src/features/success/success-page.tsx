import { MESSAGES } from "@photo-organizer/core";
import { CircleCheck } from "lucide-react";
import { CallToAction } from "@/components/call-to-action";
import { paths } from "@/config/paths";

export function SuccessPage() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
        <CircleCheck aria-hidden className="size-9" />
      </span>
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight">{MESSAGES.successHeading}</h1>
      <p className="mt-3 text-muted-foreground">
        All done. You can go straight on to organizing your next photos.
      </p>
      <CallToAction to={paths.upload.getHref()} className="mt-8">
        {MESSAGES.goToUploads}
      </CallToAction>
    </section>
  );
}
