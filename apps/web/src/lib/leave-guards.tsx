import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { type BlockerFunction, useBlocker } from "react-router";
import { asksBeforeLeaving, holdUnsavedWork } from "./unsaved-work";

/**
 * While `active`, leaving the page for another site, reloading or closing it asks first (the browser's own
 * question). `holding` says what would be lost, for the questions the app asks itself (signing out).
 */
export function useUnloadGuard(active: boolean, holding: string) {
  useEffect(() => {
    if (!active) return;
    const release = holdUnsavedWork(holding);
    const ask = (event: BeforeUnloadEvent) => {
      // Already asked by the app (signing out): the browser does not ask again.
      if (!asksBeforeLeaving()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => {
      release();
      window.removeEventListener("beforeunload", ask);
    };
  }, [active, holding]);
}

/** What a guard is told while a navigation waits for its answer. */
export type LeaveQuestion = {
  /** This guard's dialog should be open: the user is leaving and this part of the page would lose work. */
  asking: boolean;
  /** The user lets this part go: the next guard is asked, or the navigation goes ahead. */
  leave(): void;
  /** The user stays: the navigation is cancelled and no other guard is asked. */
  stay(): void;
};

type Guards = {
  asking: symbol | null;
  activate(guard: symbol): void;
  deactivate(guard: symbol): void;
  leave(guard: symbol): void;
  stay(): void;
};

const GuardsContext = createContext<Guards | null>(null);

/**
 * The page's one navigation blocker. React Router heeds only the last blocker registered, so a second part
 * of the page with its own (settings being edited over results not yet downloaded) would silently switch
 * the first one off. Every part registers here instead; a navigation that any of them would lose work to
 * waits, and each is asked in turn, the one that began holding work last first (the open dialog over the
 * page). It goes ahead only when every one has let it go.
 */
export function LeaveGuards({ children }: { children: ReactNode }) {
  // In the order they began holding work.
  const active = useRef<symbol[]>([]);
  const letGo = useRef(new Set<symbol>());
  const mounted = useRef(false);
  const [asking, setAsking] = useState<symbol | null>(null);
  const askingRef = useRef(asking);
  askingRef.current = asking;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      active.current.length > 0 && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  const askNext = useCallback(() => {
    const next = [...active.current].reverse().find((guard) => !letGo.current.has(guard));
    // Kept in step at once: a guard that goes away as it is let go must not be asked about again.
    askingRef.current = next ?? null;
    setAsking(next ?? null);
    if (next) return;
    letGo.current.clear();
    const blocker = blockerRef.current;
    // The page itself going away (its parts unmount after it) leaves nothing to let through.
    if (mounted.current && blocker.state === "blocked") blocker.proceed();
  }, []);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (blocker.state === "blocked") askNext();
  }, [blocker.state, askNext]);

  const activate = useCallback((guard: symbol) => {
    if (!active.current.includes(guard)) active.current.push(guard);
  }, []);
  const deactivate = useCallback(
    (guard: symbol) => {
      active.current = active.current.filter((g) => g !== guard);
      // Nothing left to lose there (saved, downloaded): the question moves on.
      if (askingRef.current === guard) askNext();
    },
    [askNext],
  );
  const guards = useMemo<Guards>(
    () => ({
      asking,
      activate,
      deactivate,
      leave(guard) {
        if (askingRef.current !== guard) return;
        letGo.current.add(guard);
        askNext();
      },
      stay() {
        letGo.current.clear();
        askingRef.current = null;
        setAsking(null);
        blockerRef.current.reset?.();
      },
    }),
    [asking, activate, deactivate, askNext],
  );
  return <GuardsContext.Provider value={guards}>{children}</GuardsContext.Provider>;
}

/**
 * While `active`, leaving the page in any way asks first: another address, reload or close through the
 * browser's question; a link in the app or Back through `asking`, which the part of the page answers with
 * its own dialog (`leave` or `stay`). `holding` says what would be lost, as `useUnloadGuard` takes it.
 */
export function useLeaveGuard(active: boolean, holding: string): LeaveQuestion {
  const guards = useContext(GuardsContext);
  if (!guards) throw new Error("useLeaveGuard needs <LeaveGuards> around the page");
  const [guard] = useState(() => Symbol("leave guard"));
  useUnloadGuard(active, holding);
  const { activate, deactivate } = guards;
  useEffect(() => {
    if (!active) return;
    activate(guard);
    return () => deactivate(guard);
  }, [active, guard, activate, deactivate]);
  return {
    asking: active && guards.asking === guard,
    leave: () => guards.leave(guard),
    stay: guards.stay,
  };
}
