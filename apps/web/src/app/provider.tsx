import { TOAST_DEFAULTS, TOAST_PLACEMENT } from "@photo-organizer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type CSSProperties, type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { ThemeProvider, useTheme } from "@/components/theme-provider";
import { TooltipProvider } from "@/components/ui/tooltip";

function ThemedToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      theme={theme}
      richColors
      closeButton
      position={TOAST_PLACEMENT.position}
      offset={{ top: TOAST_PLACEMENT.offsetTopPx }}
      mobileOffset={{ top: TOAST_PLACEMENT.offsetTopPx }}
      visibleToasts={TOAST_DEFAULTS.visibleToasts}
      duration={TOAST_DEFAULTS.duration}
      gap={TOAST_DEFAULTS.gap}
      style={{ "--width": `${TOAST_DEFAULTS.width}px` } as CSSProperties}
    />
  );
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 30_000 } },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          {children}
          <ThemedToaster />
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
