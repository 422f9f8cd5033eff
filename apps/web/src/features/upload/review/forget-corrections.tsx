import { REVIEW_TEXTS } from "@photo-organizer/core";
import { Eraser } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useForgetCorrections, useLearning } from "./api/learning";

/** The /usage card: what is remembered of the user's corrections, and "Forget my corrections". */
export function ForgetCorrections() {
  const learning = useLearning();
  const forget = useForgetCorrections();
  if (!learning.data) return null;
  const { examples, corrections } = learning.data;
  return (
    <Card className="shadow-soft" aria-labelledby="corrections-heading">
      <CardHeader>
        <h2 id="corrections-heading" className="text-xl font-semibold leading-tight">
          {REVIEW_TEXTS.usageHeading}
        </h2>
        <p className="text-muted-foreground">{REVIEW_TEXTS.usageSummary(corrections, examples)}</p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{REVIEW_TEXTS.usageExplain}</p>
        <Button
          type="button"
          variant="outline"
          disabled={examples === 0 || forget.isPending}
          onClick={() =>
            forget.mutate(undefined, {
              onSuccess: () => toast.success(REVIEW_TEXTS.forgotten),
              onError: () => toast.error(REVIEW_TEXTS.forgetFailed),
            })
          }
        >
          <Eraser aria-hidden />
          {forget.isPending ? REVIEW_TEXTS.forgetting : REVIEW_TEXTS.forget}
        </Button>
      </CardContent>
    </Card>
  );
}
