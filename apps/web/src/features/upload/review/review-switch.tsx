import { REVIEW_TEXTS } from "@photo-organizer/core";
import { toast } from "sonner";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useReviewSetting } from "./api/learning";

/** "Review before download", remembered by the account (DR 003). */
export function ReviewSwitch({ on, disabled }: { on: boolean; disabled: boolean }) {
  const setting = useReviewSetting();
  return (
    <div className="flex items-start gap-3">
      <Switch
        id="review-before-download"
        checked={on}
        onCheckedChange={(checked) =>
          setting.mutate(checked, { onError: (error) => toast.error(error.message) })
        }
        disabled={disabled || setting.isPending}
        aria-describedby="review-before-download-hint"
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor="review-before-download">{REVIEW_TEXTS.reviewSwitch}</Label>
        <p id="review-before-download-hint" className="text-sm text-muted-foreground">
          {REVIEW_TEXTS.reviewSwitchHelp}
        </p>
      </div>
    </div>
  );
}
