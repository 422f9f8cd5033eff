import { ADMIN_COPY as COPY } from "@photo-organizer/core";
import { ShieldCheck } from "lucide-react";
import { AppPageTitle } from "@/components/page-header";
import { useAdminStatus } from "./api/admin-api";
import { AdminGate } from "./components/admin-gate";
import { AdminMessages, AdminNewsletter } from "./components/admin-messages";
import { AdminUsers } from "./components/admin-users";

/** /admin behind the admin guard (A1): the password gate, then the admin tools (D3). */
export function AdminPage() {
  const status = useAdminStatus();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-8 px-4 py-10 sm:py-16">
      <AppPageTitle
        icon={<ShieldCheck aria-hidden />}
        title={COPY.heading}
        subtitle={status.data?.unlocked ? COPY.toolsIntro : undefined}
      />
      {status.isPending ? (
        <div className="h-64 animate-pulse rounded-2xl bg-muted" />
      ) : status.isError ? (
        <p role="alert" className="text-destructive">
          {COPY.loadFailed}
        </p>
      ) : status.data.unlocked ? (
        <div className="space-y-6">
          <AdminUsers />
          <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
            <AdminNewsletter />
            <AdminMessages />
          </div>
        </div>
      ) : (
        <AdminGate />
      )}
    </div>
  );
}
