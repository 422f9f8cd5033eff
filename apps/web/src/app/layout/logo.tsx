import { PRODUCT_NAME } from "@photo-organizer/core";
import { Link } from "react-router";
import { FOCUS_RING } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/utils";

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn("size-8", className)}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--brand-from)" />
          <stop offset="1" stopColor="var(--brand-to)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#logo-gradient)" />
      <path
        d="M7 11.5a2 2 0 0 1 2-2h4.2l1.6 2H23a2 2 0 0 1 2 2V22a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2z"
        fill="white"
        opacity="0.95"
      />
      <circle cx="13" cy="17" r="1.7" fill="var(--brand-from)" />
      <path d="m9.5 22 4.5-4 3 2.5 2.5-2 3 3.5z" fill="var(--brand-to)" />
    </svg>
  );
}

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onNavigate}
      className={`flex items-center gap-2.5 rounded-md font-semibold tracking-tight ${FOCUS_RING}`}
    >
      <LogoMark />
      <span className="text-lg">{PRODUCT_NAME}</span>
    </Link>
  );
}
