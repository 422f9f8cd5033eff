import { type ReactNode, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import "./extension.css";

/** The extension's pages follow the system's light or dark setting, as the website does by default. */
function followSystemTheme() {
  const dark = matchMedia("(prefers-color-scheme: dark)");
  const apply = () => {
    document.documentElement.classList.toggle("dark", dark.matches);
    document.documentElement.classList.toggle("light", !dark.matches);
  };
  apply();
  dark.addEventListener("change", apply);
}

export function mount(page: ReactNode) {
  followSystemTheme();
  const root = document.getElementById("root");
  if (!root) throw new Error("The page has no #root element");
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
