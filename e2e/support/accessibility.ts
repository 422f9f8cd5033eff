import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Resolves once the page's animations and transitions (a theme's colours, a toast coming or going) have ended. */
async function animationsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
}

async function axeFindings(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

/**
 * What axe finds serious or critical on the page as it is now (WCAG 2.1 A and AA), one line each. A toast that
 * starts fading in or out while axe reads the page is half transparent for a moment and reads as low contrast:
 * a finding counts when it is still there once the page has settled again.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await animationsEnded(page);
  const first = await axeFindings(page);
  if (first.length === 0) return first;
  await animationsEnded(page);
  return axeFindings(page);
}

/**
 * The page in each look (light and dark, desktop and phone) in turn: `visit` sees it set to that look, once the
 * theme's colour transitions and any toast coming in have ended; with SCREENSHOTS_DIR each look is saved as
 * `<name>-<width>-<scheme>.png`. Back to desktop light after.
 */
export async function eachLook(
  page: Page,
  name: string,
  visit?: (look: string) => Promise<void>,
): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir) mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const scheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(
        (dark) => document.documentElement.classList.toggle("dark", dark),
        scheme === "dark",
      );
      await animationsEnded(page);
      await visit?.(`${width} ${scheme}`);
      if (dir) await page.screenshot({ path: join(dir, `${name}-${width}-${scheme}.png`) });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
}

/** Axe in each look (`eachLook`), each finding prefixed with where it was seen; `show` brings the part that matters into view. */
export async function seriousViolationsEverywhere(
  page: Page,
  name: string,
  show: () => Promise<void> = async () => undefined,
): Promise<string[]> {
  const found: string[] = [];
  await eachLook(page, name, async (look) => {
    await show();
    found.push(...(await seriousViolations(page)).map((v) => `${name} ${look}: ${v}`));
  });
  return found;
}
