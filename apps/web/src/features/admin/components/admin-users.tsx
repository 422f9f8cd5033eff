import {
  ADMIN_COPY as COPY,
  formatCount,
  MESSAGES,
  PLAN_IDS,
  PLANS,
  type PlanId,
  planDisplayName,
} from "@photo-organizer/core";
import { Loader2, RotateCcw, Search, Users } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";
import { ConfirmDeleteButton } from "@/components/confirm-delete-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { CardDescription } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAuth } from "@/features/auth/use-auth";
import { type AdminUser, useAdminUsers, useDeleteAccount, useResetUsage, useSetPlan } from "../api/admin-api";
import { AdminSection } from "./admin-section";

/** Find a user by email, then set their plan or reset their usage (spec section 4, D3). */
export function AdminUsers() {
  const id = useId();
  const [input, setInput] = useState("");
  const [query, setQuery] = useState("");
  const users = useAdminUsers(query);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQuery(input.trim());
  }

  return (
    <AdminSection icon={Users} title={COPY.usersHeading}>
      <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex-1 space-y-2">
          <Label htmlFor={`${id}-q`}>{COPY.searchLabel}</Label>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder={COPY.searchPlaceholder}
            value={input}
            onChange={(e) => setInput(e.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          <Search aria-hidden />
          {COPY.search}
        </Button>
      </form>
      {users.isFetching && (
        <p role="status" className="text-sm text-muted-foreground">
          {COPY.usersLoading}
        </p>
      )}
      {users.isError && (
        <p role="alert" className="text-sm text-destructive">
          {COPY.loadFailed}
        </p>
      )}
      {users.data && users.data.length === 0 && (
        <p className="text-sm text-muted-foreground">{COPY.noUsers}</p>
      )}
      {users.data && users.data.length > 0 && (
        <ul className="divide-y rounded-xl border">
          {users.data.map((user) => (
            <AdminUserRow key={user.id} user={user} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

function AdminUserRow({ user }: { user: AdminUser }) {
  const id = useId();
  const { user: me } = useAuth();
  const [plan, setPlan] = useState<PlanId>(user.plan);
  const setPlanMutation = useSetPlan();
  const resetMutation = useResetUsage();
  const isMe = me?.id === user.id;
  const who = user.email ?? user.name ?? COPY.noEmail;

  function onSetPlan() {
    setPlanMutation.mutate(
      { userId: user.id, plan },
      {
        onSuccess: () =>
          toast.success(
            isMe
              ? MESSAGES.planUpdated(planDisplayName(plan))
              : COPY.otherPlanUpdated(who, planDisplayName(plan)),
          ),
        onError: (e) => toast.error(e.message),
      },
    );
  }

  function onReset() {
    resetMutation.mutate(user.id, {
      onSuccess: () => toast.success(MESSAGES.usageReset),
      onError: (e) => toast.error(e.message),
    });
  }

  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate">{who}</span>
          {isMe && <Badge variant="secondary">{COPY.you}</Badge>}
          <Badge variant="outline">{planDisplayName(user.plan)}</Badge>
        </p>
        <CardDescription>
          {COPY.usedThisMonth(
            formatCount(user.usageCount),
            formatCount(PLANS[user.plan].monthlyLimit),
            user.period,
          )}
        </CardDescription>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-plan`} className="sr-only">
          {COPY.planLabel(who)}
        </label>
        <select
          id={`${id}-plan`}
          value={plan}
          onChange={(e) => setPlan(e.target.value as PlanId)}
          className="h-9 rounded-lg border border-input bg-background px-3 text-sm shadow-sm"
        >
          {PLAN_IDS.map((p) => (
            <option key={p} value={p}>
              {planDisplayName(p)}
            </option>
          ))}
        </select>
        <Button size="sm" onClick={onSetPlan} disabled={setPlanMutation.isPending}>
          {setPlanMutation.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {COPY.setPlan}
        </Button>
        <Button size="sm" variant="outline" onClick={onReset} disabled={resetMutation.isPending}>
          <RotateCcw aria-hidden />
          {COPY.resetUsage}
        </Button>
        {isMe ? null : <DeleteAccountButton user={user} who={who} />}
      </div>
    </li>
  );
}

/** Deletes an account when its owner asks (the privacy policy's promise), after saying what goes with it. */
function DeleteAccountButton({ user, who }: { user: AdminUser; who: string }) {
  const remove = useDeleteAccount();
  return (
    <ConfirmDeleteButton
      label={COPY.deleteAccount}
      accessibleName={COPY.deleteAccountOf(who)}
      showTooltip
      title={COPY.deleteTitle(who)}
      description={COPY.deleteBody}
      cancelLabel={COPY.deleteCancel}
      pending={remove.isPending}
      onConfirm={(close) =>
        remove.mutate(user.id, {
          onSuccess: () => {
            close();
            toast.success(COPY.deleted(who));
          },
          onError: (e) => toast.error(e.message),
        })
      }
    />
  );
}
