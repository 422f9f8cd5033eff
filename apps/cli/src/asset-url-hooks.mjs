// Node module hooks for the web app's Vite asset imports (`import url from "./x.wasm?url"`), so the tool
// can run the browser's own HEIC decoder module: such an import gives the asset's file URL, as Vite gives its
// URL. The tool hands the decoders their bytes itself and never fetches that URL.
export async function resolve(specifier, context, next) {
  if (!specifier.endsWith("?url")) return next(specifier, context);
  const resolved = await next(specifier.slice(0, -"?url".length), context);
  return { url: `${resolved.url}?url`, shortCircuit: true };
}

export async function load(url, context, next) {
  if (!url.endsWith("?url")) return next(url, context);
  const source = `export default ${JSON.stringify(url.slice(0, -"?url".length))};`;
  return { format: "module", source, shortCircuit: true };
}
