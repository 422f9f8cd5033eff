/**
 * `npm run build -w @photo-organizer/cli` (also run by `npm pack` / `npm publish`): the tool as one ES module,
 * dist/main.js, for the npm package. The private workspaces it uses (core, the web app's decoders) are bundled
 * in; every other package stays an import of the installed dependency, and must be listed in `dependencies`
 * (the build fails otherwise, so a package that installs cannot lack one). The web decoders' WebAssembly
 * (Vite `?url` imports) is copied beside the bundle with its folder; an asset of an installed dependency (libheif-js) is
 * resolved in that dependency at run time, so its glue code and its WebAssembly always come from one version.
 */
import { cpSync, readFileSync, rmSync } from "node:fs";
import { isBuiltin } from "node:module";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const cliDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(cliDir, "dist");
const manifest = JSON.parse(readFileSync(join(cliDir, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  engines: { node: string };
};
const dependencies = new Set(Object.keys(manifest.dependencies));

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Every package but the private workspaces stays an import, to be checked against `dependencies` below. */
const workspacesBundled: Plugin = {
  name: "workspaces-bundled",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      if (path.endsWith("?url") || path.startsWith("@photo-organizer/")) return undefined;
      return { path, external: true };
    });
  },
};

const assetUrls: Plugin = {
  name: "asset-urls",
  setup(build) {
    build.onResolve({ filter: /\?url$/ }, async ({ path, resolveDir, kind }) => {
      const specifier = path.slice(0, -"?url".length);
      if (dependencies.has(packageName(specifier))) return { path: specifier, namespace: "dependency-asset" };
      const resolved = await build.resolve(specifier, { resolveDir, kind });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, namespace: "own-asset" };
    });
    build.onLoad({ filter: /.*/, namespace: "dependency-asset" }, ({ path }) => ({
      contents: `export default import.meta.resolve(${JSON.stringify(path)});`,
      loader: "js",
    }));
    // The asset's folder comes with it, less the TypeScript: for libde265 that is its README (licence, LGPL-3.0)
    // and the complete build instructions and patch, which the LGPL asks to accompany the binary.
    build.onLoad({ filter: /.*/, namespace: "own-asset" }, ({ path }) => {
      const folder = basename(dirname(path));
      cpSync(dirname(path), join(outDir, folder), {
        recursive: true,
        filter: (source) => !source.endsWith(".ts"),
      });
      const url = `./${folder}/${basename(path)}`;
      return {
        contents: `export default new URL(${JSON.stringify(url)}, import.meta.url).href;`,
        loader: "js",
      };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
const minimum = /(\d+\.\d+)/.exec(manifest.engines.node)?.[1];
const { metafile } = await build({
  entryPoints: [join(cliDir, "src/main.ts")],
  outfile: join(outDir, "main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: `node${minimum}`,
  plugins: [assetUrls, workspacesBundled],
  metafile: true,
  legalComments: "linked",
  logLevel: "warning",
});

// What the bundle still imports (after tree-shaking: core's sentence parser and its NLP model are not among it).
const missing = new Set(
  Object.values(metafile.outputs)
    .flatMap((output) => output.imports)
    .filter((imported) => imported.external && !isBuiltin(imported.path))
    .map((imported) => packageName(imported.path))
    .filter((name) => !dependencies.has(name)),
);
if (missing.size > 0) {
  rmSync(outDir, { recursive: true, force: true });
  throw new Error(
    `dist/main.js imports ${[...missing].join(", ")}, missing from apps/cli/package.json's dependencies`,
  );
}
