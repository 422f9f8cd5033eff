/**
 * Saves a full-page screenshot of every route in light and dark theme at 1280 px and 390 px width against the real
 * server and the built web app: the public routes signed out, then /upload and /usage signed in (file names
 * `*.signed-in.png`). Usage: `npm run screenshots [-- <route> ...]`. Prints the folder the images were written to.
 */
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launchBrowser } from "@photo-organizer/test-support/browser";
import { startServer } from "@photo-organizer/test-support/server";
import { PUBLIC_ROUTES } from "../support/routes.ts";
import { signIn } from "../support/sign-in.ts";

const WIDTHS = [1280, 390] as const;
const THEMES = ["light", "dark"] as const;

const SIGNED_IN_ROUTES = ["/upload", "/usage"];

function fileName(route: string, theme: string, width: number, signedIn: boolean): string {
  const slug = route === "/" ? "home" : route.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
  return `${slug}.${width}.${theme}${signedIn ? ".signed-in" : ""}.png`;
}

async function main() {
  const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const routes =
    requested.length > 0 ? requested : [...PUBLIC_ROUTES.filter((r) => r !== "/login"), "/no-such-page"];
  // A requested route that has a signed-in view (/upload, /usage) is shot both ways.
  const signedInRoutes = SIGNED_IN_ROUTES.filter((r) => requested.length === 0 || requested.includes(r));
  const outDir = process.env.SCREENSHOT_DIR ?? mkdtempSync(join(tmpdir(), "photo-organizer-screens-"));
  mkdirSync(outDir, { recursive: true });

  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const theme of THEMES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({
          viewport: { width, height: width > 600 ? 800 : 844 },
          deviceScaleFactor: 1,
          colorScheme: theme,
          reducedMotion: "reduce",
        });
        await context.addInitScript((value) => window.localStorage.setItem("ui-theme", value), theme);
        const page = await context.newPage();
        const shoot = async (route: string, signedIn: boolean) => {
          await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" });
          await page.waitForTimeout(300);
          const path = join(outDir, fileName(route, theme, width, signedIn));
          await page.screenshot({ path, fullPage: true });
          console.log(path);
        };
        for (const route of routes) await shoot(route, false);
        if (signedInRoutes.length > 0) {
          await signIn(page, server.url, {
            email: `screens-${theme}-${width}@example.test`,
            name: "Screen Shot",
          });
          for (const route of signedInRoutes) await shoot(route, true);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nScreenshots in ${outDir}`);
}

await main();
