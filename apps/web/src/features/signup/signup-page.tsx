import { SIGNUP_COPY as COPY, formatCount, MESSAGES, PLANS } from "@photo-organizer/core";
import { Check, LoaderCircle, LogIn } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { useSiteConfig } from "@/lib/site-config";

/** /signup (spec section 2): 'Create an account'; signed in → /upload with the 'Welcome!' toast. */
export function SignupPage() {
  const { status, login } = useAuth();
  const navigate = useNavigate();
  // The provider this server signs people in with, as it says; while unknown, no name is put forward.
  const provider = useSiteConfig().data?.signInProvider ?? null;
  const welcomed = useRef(false);

  useEffect(() => {
    if (status !== "authenticated" || welcomed.current) return;
    welcomed.current = true;
    toast.success(MESSAGES.welcome.title, { description: MESSAGES.welcome.description });
    navigate(paths.upload.getHref(), { replace: true });
  }, [status, navigate]);

  if (status !== "anonymous") {
    return (
      <div
        role="status"
        className="flex min-h-[50vh] items-center justify-center gap-2 text-muted-foreground"
      >
        <LoaderCircle aria-hidden className="size-5 animate-spin" />
        <span>{MESSAGES.signupLoading}</span>
      </div>
    );
  }

  return (
    <div className="relative flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className="pointer-events-none absolute inset-0 bg-hero-glow" aria-hidden />
      <Card className="relative w-full max-w-md shadow-lift">
        <CardHeader className="space-y-2 text-center">
          <h1 className="text-3xl font-bold tracking-tight">{MESSAGES.signupHeading}</h1>
          <CardDescription>{COPY.intro(provider)}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <ul className="space-y-2 text-sm">
            {COPY.perks(formatCount(PLANS.free.monthlyLimit)).map((perk) => (
              <li key={perk} className="flex items-center gap-2">
                <Check className="size-4 text-success" aria-hidden />
                {perk}
              </li>
            ))}
          </ul>
          <Button variant="brand" size="lg" className="w-full" onClick={() => login(paths.signup.getHref())}>
            <LogIn aria-hidden />
            {COPY.continueWith(provider)}
          </Button>
          <p className="text-center text-sm">
            <Link
              to={paths.login.getHref(paths.signup.getHref())}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {MESSAGES.signupLoginLink}
            </Link>
          </p>
          <p className="text-center text-xs text-muted-foreground">
            {COPY.terms}{" "}
            <Link to={paths.terms.getHref()} className="underline underline-offset-2">
              {COPY.termsLink}
            </Link>{" "}
            {COPY.and}{" "}
            <Link to={paths.privacy.getHref()} className="underline underline-offset-2">
              {COPY.privacyLink}
            </Link>
            .
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
