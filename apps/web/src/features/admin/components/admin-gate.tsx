import { ADMIN_COPY as COPY, MESSAGES } from "@photo-organizer/core";
import { KeyRound, Loader2, Lock } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { useUnlock } from "../api/admin-api";

/** The password gate (D3): the server checks the password; a wrong one gives 'Incorrect password'. */
export function AdminGate() {
  const id = useId();
  const unlock = useUnlock();
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    unlock.mutate(password, {
      onError: (e) => {
        setError(e instanceof ApiError && e.status === 401 ? MESSAGES.incorrectPassword : e.message);
        setPassword("");
      },
    });
  }

  return (
    <Card className="mx-auto w-full max-w-md shadow-lift">
      <CardHeader className="items-center space-y-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-soft">
          <Lock aria-hidden />
        </span>
        <h2 className="text-2xl font-bold tracking-tight">{COPY.gateTitle}</h2>
        <CardDescription>{COPY.gateIntro}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-password`}>{COPY.passwordLabel}</Label>
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
          </div>
          {error && (
            <p
              id={`${id}-error`}
              role="alert"
              className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive"
            >
              {error}
            </p>
          )}
          <Button
            type="submit"
            variant="brand"
            className="w-full"
            disabled={unlock.isPending || password === ""}
          >
            {unlock.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <KeyRound aria-hidden />}
            {unlock.isPending ? COPY.unlocking : COPY.unlock}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
