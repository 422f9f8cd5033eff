import { MENU_DELAYS, SIGN_OUT_COPY } from "@photo-organizer/core";
import { Gauge, LogIn, LogOut, Menu } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LeaveGuardDialog } from "@/components/leave-dialog";
import { Button } from "@/components/ui/button";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "@/components/ui/navigation-menu";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useAuth } from "@/features/auth/use-auth";
import { useSignOut } from "@/features/auth/use-sign-out";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";
import { companyMenu, type NavLinkItem, resourcesMenu } from "./nav-items";
import { ThemeToggle } from "./theme-toggle";

const topLinks = [
  { label: "Home", href: paths.home.getHref() },
  { label: "Features", href: paths.features.getHref() },
  { label: "Pricing", href: paths.pricing.getHref() },
];

function isActive(pathname: string, items: NavLinkItem[]) {
  return items.some((item) => item.href === pathname);
}

function MenuPanel({ items }: { items: NavLinkItem[] }) {
  return (
    <ul className="grid w-[560px] grid-cols-2 gap-1">
      {items.map(({ label, href, description, icon: Icon }) => (
        <li key={href}>
          <NavigationMenuLink asChild>
            <Link
              to={href}
              className="group/item flex gap-3 rounded-lg p-3 outline-none transition-colors hover:bg-accent focus-visible:bg-accent"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon aria-hidden className="size-4.5" />
              </span>
              <span className="flex flex-col gap-0.5">
                <span className="text-sm font-medium text-foreground">{label}</span>
                <span className="text-xs leading-snug text-muted-foreground">{description}</span>
              </span>
            </Link>
          </NavigationMenuLink>
        </li>
      ))}
    </ul>
  );
}

function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <NavigationMenu
      aria-label="Main"
      delayDuration={MENU_DELAYS.hover}
      skipDelayDuration={MENU_DELAYS.skip}
      className="hidden lg:flex"
    >
      <NavigationMenuList>
        {topLinks.map((link) => (
          <NavigationMenuItem key={link.href}>
            <NavigationMenuLink asChild active={pathname === link.href}>
              <NavLink to={link.href} end className={navigationMenuTriggerStyle}>
                {link.label}
              </NavLink>
            </NavigationMenuLink>
          </NavigationMenuItem>
        ))}
        <NavigationMenuItem>
          <NavigationMenuTrigger className={cn(isActive(pathname, resourcesMenu) && "text-foreground")}>
            Resources
          </NavigationMenuTrigger>
          <NavigationMenuContent>
            <MenuPanel items={resourcesMenu} />
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuTrigger className={cn(isActive(pathname, companyMenu) && "text-foreground")}>
            Company
          </NavigationMenuTrigger>
          <NavigationMenuContent>
            <MenuPanel items={companyMenu} />
          </NavigationMenuContent>
        </NavigationMenuItem>
        <NavigationMenuItem>
          <NavigationMenuLink asChild active={pathname === paths.upload.path}>
            <NavLink to={paths.upload.getHref()} className={navigationMenuTriggerStyle}>
              Upload
            </NavLink>
          </NavigationMenuLink>
        </NavigationMenuItem>
      </NavigationMenuList>
    </NavigationMenu>
  );
}

type SignOut = ReturnType<typeof useSignOut>;

function AuthButtons({
  signOut,
  onNavigate,
  stacked = false,
}: {
  signOut: SignOut;
  onNavigate?: () => void;
  stacked?: boolean;
}) {
  const { status, login } = useAuth();
  if (status === "loading") {
    return <Skeleton aria-hidden className={cn("h-9", stacked ? "w-full" : "w-20")} />;
  }
  if (status === "anonymous") {
    return (
      <Button
        variant="brand"
        className={cn(stacked && "w-full")}
        onClick={() => {
          onNavigate?.();
          login(paths.upload.getHref());
        }}
      >
        <LogIn aria-hidden />
        Login
      </Button>
    );
  }
  return (
    <div className={cn("flex gap-2", stacked && "flex-col")}>
      {/* NavLink marks the page the user is on (aria-current), as the main navigation does. */}
      <Button
        asChild
        variant="outline"
        className={cn(
          stacked && "w-full",
          "aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground",
        )}
      >
        <NavLink to={paths.usage.getHref()} end onClick={onNavigate}>
          <Gauge aria-hidden />
          Usage
        </NavLink>
      </Button>
      <Button
        variant="ghost"
        className={cn(stacked && "w-full")}
        disabled={signOut.signingOut}
        onClick={() => {
          onNavigate?.();
          signOut.requestSignOut();
        }}
      >
        <LogOut aria-hidden />
        Log Out
      </Button>
    </div>
  );
}

function MobileLink({ href, label, onNavigate }: { href: string; label: string; onNavigate: () => void }) {
  return (
    <NavLink
      to={href}
      end
      onClick={onNavigate}
      className={({ isActive: active }) =>
        cn(
          "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent",
          active ? "bg-accent text-accent-foreground" : "text-foreground/80",
        )
      }
    >
      {label}
    </NavLink>
  );
}

function MobileNav({ signOut }: { signOut: SignOut }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation</SheetDescription>
        <Logo onNavigate={close} />
        <nav aria-label="Mobile" className="flex flex-col gap-1">
          {topLinks.map((link) => (
            <MobileLink key={link.href} {...link} onNavigate={close} />
          ))}
          <MobileLink href={paths.upload.getHref()} label="Upload" onNavigate={close} />
          <Separator className="my-2" />
          <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Resources
          </p>
          {resourcesMenu.map((item) => (
            <MobileLink key={item.href} href={item.href} label={item.label} onNavigate={close} />
          ))}
          <Separator className="my-2" />
          <p className="px-3 pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Company
          </p>
          {companyMenu.map((item) => (
            <MobileLink key={item.href} href={item.href} label={item.label} onNavigate={close} />
          ))}
        </nav>
        <Separator />
        <AuthButtons signOut={signOut} onNavigate={close} stacked />
      </SheetContent>
    </Sheet>
  );
}

export function Header() {
  // One sign-out for both sets of buttons: the phone menu closes (and its buttons go) before the question shows.
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-lg supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <DesktopNav />
        <div className="flex items-center gap-1.5">
          <ThemeToggle />
          <div className="hidden lg:block">
            <AuthButtons signOut={signOut} />
          </div>
          <MobileNav signOut={signOut} />
        </div>
      </div>
      <LeaveGuardDialog
        question={{ asking: signOut.asking, stay: signOut.stay, leave: signOut.signOut }}
        texts={{ ...SIGN_OUT_COPY.leaving, description: signOut.holding.join(" ") }}
      />
    </header>
  );
}
