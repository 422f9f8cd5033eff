import { TOKENS_COPY } from "@photo-organizer/core";
import {
  type CreatedToken,
  DEFAULT_TOKEN_LIFETIME_DAYS,
  MAX_TOKEN_NAME_LENGTH,
  TOKEN_LIFETIMES_DAYS,
  type TokenLifetimeDays,
  type TokenSummary,
} from "@photo-organizer/core/api";
import { Check, Copy, KeyRound } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteButton } from "@/components/confirm-delete-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiError } from "@/lib/api-client";
import { useSiteConfig } from "@/lib/site-config";
import { useCreateToken, useRevokeToken, useTokens } from "../api/tokens";

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The select's value for a token that never expires. */
const NEVER = "never";

/** When the token stops working, or that it has (it is still listed, so the tool's refusal is explained). */
function Expiry({ token, prefix }: { token: TokenSummary; prefix?: boolean }) {
  if (!token.expiresAt) return <>{TOKENS_COPY.noExpiry}</>;
  const date = when(token.expiresAt);
  if (Date.parse(token.expiresAt) <= Date.now())
    return <span className="font-medium text-destructive">{TOKENS_COPY.expiredOn(date)}</span>;
  return <>{prefix ? TOKENS_COPY.expiresOn(date) : date}</>;
}

/** The token just created, shown this once with a Copy button. */
function NewToken({ created, onDone }: { created: CreatedToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const packagePath = useSiteConfig().data?.cliPackagePath ?? null;
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      // Absent where the page is not a secure context (a server reached over plain http by its address).
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      field.current?.focus();
      field.current?.select();
      toast.error(TOKENS_COPY.copyFailed);
    }
  };
  return (
    <div role="status" className="space-y-3 rounded-xl border border-primary/40 bg-primary/5 p-4">
      <p className="font-semibold">{TOKENS_COPY.createdTitle}</p>
      <p className="text-sm text-muted-foreground">{TOKENS_COPY.createdHint}</p>
      <div className="flex gap-2">
        <Input
          ref={field}
          readOnly
          aria-label={TOKENS_COPY.tokenLabel}
          value={created.token}
          className="font-mono"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? TOKENS_COPY.copied : TOKENS_COPY.copy}
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{TOKENS_COPY.cliHint(packagePath !== null)}</p>
      <pre className="whitespace-pre-wrap rounded-lg bg-muted px-3 py-2 text-sm [overflow-wrap:anywhere]">
        <code>{TOKENS_COPY.cliCommand(window.location.origin, packagePath)}</code>
      </pre>
      <Button type="button" variant="secondary" onClick={onDone}>
        {TOKENS_COPY.done}
      </Button>
    </div>
  );
}

function RevokeButton({ token }: { token: TokenSummary }) {
  const revoke = useRevokeToken();
  return (
    <ConfirmDeleteButton
      label={TOKENS_COPY.revoke}
      accessibleName={TOKENS_COPY.revokeNamed(token.name)}
      title={TOKENS_COPY.revokeTitle(token.name)}
      description={TOKENS_COPY.revokeHint}
      cancelLabel={TOKENS_COPY.cancel}
      pending={revoke.isPending}
      onConfirm={(close) =>
        revoke.mutate(token.id, {
          onSuccess: () => {
            close();
            toast.success(TOKENS_COPY.revoked(token.name));
          },
          onError: () => toast.error(TOKENS_COPY.revokeFailed),
        })
      }
    />
  );
}

/** The /usage card of personal access tokens: create one (shown once), list them, revoke one. */
export function AccessTokens() {
  const tokens = useTokens();
  const create = useCreateToken();
  const [name, setName] = useState("");
  const [lifetime, setLifetime] = useState<TokenLifetimeDays | null>(DEFAULT_TOKEN_LIFETIME_DAYS);
  const [created, setCreated] = useState<CreatedToken | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), expiresInDays: lifetime },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName("");
        },
        onError: (error) =>
          toast.error(
            error instanceof ApiError && error.status === 403 ? error.message : TOKENS_COPY.createFailed,
          ),
      },
    );
  };

  return (
    <Card className="shadow-soft" aria-labelledby="tokens-heading">
      <CardHeader>
        <h2 id="tokens-heading" className="flex items-center gap-2 text-xl font-semibold leading-tight">
          <KeyRound aria-hidden className="size-5" />
          {TOKENS_COPY.title}
        </h2>
        <p className="text-muted-foreground">{TOKENS_COPY.intro}</p>
      </CardHeader>
      <CardContent className="space-y-5">
        {created ? <NewToken created={created} onDone={() => setCreated(null)} /> : null}
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex-1 space-y-1.5">
            <Label htmlFor="token-name">{TOKENS_COPY.nameLabel}</Label>
            <Input
              id="token-name"
              value={name}
              maxLength={MAX_TOKEN_NAME_LENGTH}
              placeholder={TOKENS_COPY.namePlaceholder}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="token-expiry">{TOKENS_COPY.expiryLabel}</Label>
            <select
              id="token-expiry"
              value={lifetime ?? NEVER}
              onChange={(event) =>
                setLifetime(
                  event.target.value === NEVER ? null : (Number(event.target.value) as TokenLifetimeDays),
                )
              }
              className="h-10 w-full rounded-lg border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 sm:w-auto"
            >
              {[...TOKEN_LIFETIMES_DAYS, null].map((days) => (
                <option key={days ?? NEVER} value={days ?? NEVER}>
                  {TOKENS_COPY.expiryOption(days)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={!name.trim() || create.isPending}>
            {create.isPending ? TOKENS_COPY.creating : TOKENS_COPY.create}
          </Button>
        </form>
        {tokens.isPending ? (
          <div
            role="status"
            aria-label={TOKENS_COPY.loading}
            className="h-16 animate-pulse rounded-lg bg-muted"
          />
        ) : tokens.isError ? (
          <p role="alert" className="text-destructive">
            {TOKENS_COPY.loadFailed}
          </p>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{TOKENS_COPY.none}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{TOKENS_COPY.columnName}</TableHead>
                <TableHead className="hidden sm:table-cell">{TOKENS_COPY.columnCreated}</TableHead>
                <TableHead>{TOKENS_COPY.columnLastUsed}</TableHead>
                <TableHead className="hidden sm:table-cell">{TOKENS_COPY.columnExpires}</TableHead>
                <TableHead>
                  <span className="sr-only">{TOKENS_COPY.revoke}</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.data.map((token) => (
                <TableRow key={token.id}>
                  {/* The whole name, wrapped; on a phone the Created column is hidden, so its date goes under. */}
                  <TableCell className="max-w-40 font-medium [overflow-wrap:anywhere] sm:max-w-64">
                    <span className="block">{token.name}</span>
                    <span className="mt-0.5 block text-xs font-normal text-muted-foreground sm:hidden">
                      {TOKENS_COPY.createdOn(when(token.createdAt))}
                    </span>
                    <span className="mt-0.5 block text-xs font-normal text-muted-foreground sm:hidden">
                      <Expiry token={token} prefix />
                    </span>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{when(token.createdAt)}</TableCell>
                  <TableCell>{token.lastUsedAt ? when(token.lastUsedAt) : TOKENS_COPY.neverUsed}</TableCell>
                  <TableCell className="hidden sm:table-cell">
                    <Expiry token={token} />
                  </TableCell>
                  <TableCell className="text-right">
                    <RevokeButton token={token} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
