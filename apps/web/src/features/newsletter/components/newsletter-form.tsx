import {
  NEWSLETTER_COPY as COPY,
  MESSAGES,
  NEWSLETTER_REDIRECT_MS,
  validateEmail,
} from "@photo-organizer/core";
import { CheckCircle2, LogIn, MailCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/config/paths";
import { useSiteConfig } from "@/lib/site-config";
import { subscribe } from "../api/subscribe";
import { isCaptured } from "../lib/captured-emails";

type FormState = "idle" | "submitting" | "subscribed" | "already_subscribed";

const PROGRESS_STEP_MS = 120;

/**
 * The newsletter signup (spec sections 4, 5, 8): idle → submitting (the bar rises to 90, then 100) →
 * subscribed, then /signup; or the 'already subscribed' panel.
 */
export function NewsletterForm() {
  const navigate = useNavigate();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<FormState>("idle");
  const [progress, setProgress] = useState(0);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const t of pending) window.clearTimeout(t);
      pending.length = 0;
    };
  }, []);

  useEffect(() => {
    if (state !== "submitting") return;
    const interval = window.setInterval(() => {
      setProgress((p) => (p >= 90 ? 90 : Math.min(90, p + Math.max(2, (90 - p) / 5))));
    }, PROGRESS_STEP_MS);
    return () => window.clearInterval(interval);
  }, [state]);

  function showAlreadySubscribed() {
    toast.info(MESSAGES.alreadySubscribed.title, { description: MESSAGES.alreadySubscribed.description });
    setState("already_subscribed");
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === "submitting") return;
    const problem = validateEmail(email);
    if (problem) {
      setError(problem);
      return;
    }
    const address = email.trim();
    if (isCaptured(address)) {
      showAlreadySubscribed();
      return;
    }
    setProgress(0);
    setState("submitting");
    try {
      const result = await subscribe(address);
      setProgress(100);
      if (result.status === "already_subscribed") {
        showAlreadySubscribed();
        return;
      }
      toast.success(MESSAGES.subscribeSuccess.title, { description: MESSAGES.subscribeSuccess.description });
      setState("subscribed");
      timers.current.push(window.setTimeout(() => navigate(paths.signup.getHref()), NEWSLETTER_REDIRECT_MS));
    } catch {
      toast.error(MESSAGES.subscribeFailure.title, { description: MESSAGES.subscribeFailure.description });
      setProgress(0);
      setState("idle");
    }
  }

  if (state === "already_subscribed") {
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center"
        role="status"
      >
        <MailCheck className="size-10 text-primary" aria-hidden />
        <div className="space-y-1">
          <p className="font-semibold">{MESSAGES.alreadySubscribed.title}</p>
          <p className="text-sm text-muted-foreground">{MESSAGES.alreadySubscribed.description}</p>
        </div>
        <LogInButton onClick={() => navigate(paths.signup.getHref())} />
      </div>
    );
  }

  if (state === "subscribed") {
    return (
      <div
        className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center"
        role="status"
      >
        <CheckCircle2 className="size-10 text-success" aria-hidden />
        <p className="font-semibold">{MESSAGES.subscribeSuccess.title}</p>
        <p className="text-sm text-muted-foreground">{MESSAGES.subscribeSuccess.description}</p>
        <p className="text-xs text-muted-foreground">{COPY.subscribedNote}</p>
        <ProgressBar value={progress} />
      </div>
    );
  }

  const submitting = state === "submitting";
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-busy={submitting}>
      <Label htmlFor={inputId} className="sr-only">
        {COPY.emailLabel}
      </Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={COPY.emailPlaceholder}
          value={email}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setEmail(e.target.value);
            if (error) setError(null);
          }}
          className="h-11 sm:flex-1"
        />
        <Button type="submit" variant="brand" size="lg" className="h-11" disabled={submitting}>
          {submitting ? COPY.submitting : COPY.submit}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {submitting && <ProgressBar value={progress} />}
    </form>
  );
}

function ProgressBar({ value }: { value: number }) {
  return (
    <Progress
      value={Math.round(value)}
      aria-label={COPY.progressLabel}
      className="h-1.5 bg-muted"
      indicatorClassName="bg-brand-gradient duration-200"
    />
  );
}

/** Log in with the provider this server signs people in with, named once the server said which. */
function LogInButton({ onClick }: { onClick: () => void }) {
  const provider = useSiteConfig().data?.signInProvider ?? null;
  return (
    <Button variant="brand" onClick={onClick}>
      <LogIn aria-hidden />
      {COPY.logInWith(provider)}
    </Button>
  );
}
