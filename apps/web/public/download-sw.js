// Serves ZIP streams handed over by the upload page as attachments, so the browser's download manager writes
// them to disk as they are made (no Blob holding the whole archive in memory). Scope: /__downloads/.
// The page hands over a ReadableStream where the browser can transfer one; where it cannot (Safari), the
// stream is rebuilt here from chunks the page sends over the MessagePort, one per pull.
const pending = new Map();
/** A stream nobody came for is forgotten. */
const FORGET_AFTER_MS = 60_000;

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "forget-download") {
    pending.delete(data.id);
    return;
  }
  if (data.type !== "register-download") return;
  const port = event.ports[0];
  if (!port) return;
  pending.set(data.id, { fileName: data.fileName, stream: data.stream, bridged: data.bridged, port });
  setTimeout(() => pending.delete(data.id), FORGET_AFTER_MS);
  port.postMessage({ type: "registered" });
});

/**
 * How long the page may be silent before its download is taken for abandoned: it says it is alive over the
 * download's port every few seconds (a hidden tab's timers may fire only once a minute), so silence means the
 * tab was closed, reloaded or crashed. The download then fails, as the browser shows it, instead of staying in
 * progress for good with no way to end. A page that goes says "gone" as it does, and is not waited for.
 */
const PAGE_GONE_AFTER_MS = 3 * 60_000;
const WATCH_EVERY_MS = 10_000;

/** The download's stream, ended with an error once the page that makes it has gone or gone silent. */
function watched(stream, port) {
  let heard = Date.now();
  let ended = false;
  let timer = null;
  let abandon = () => undefined;
  port.addEventListener("message", (event) => {
    if (event.data?.type === "alive") heard = Date.now();
    else if (event.data?.type === "gone") abandon();
  });
  port.start();
  const reader = stream.getReader();
  const end = () => {
    ended = true;
    clearInterval(timer);
  };
  return new ReadableStream(
    {
      start(controller) {
        abandon = () => {
          if (ended) return;
          end();
          controller.error(new Error("The page making this ZIP went away"));
          reader.cancel().catch(() => undefined);
        };
        timer = setInterval(() => {
          if (Date.now() - heard >= PAGE_GONE_AFTER_MS) abandon();
        }, WATCH_EVERY_MS);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (ended) return;
        if (done) {
          end();
          controller.close();
        } else controller.enqueue(value);
      },
      cancel(reason) {
        end();
        return reader.cancel(reason);
      },
    },
    { highWaterMark: 0 },
  );
}

/** The page's stream, rebuilt from the chunks it sends over `port` as the download pulls them. */
function bridgedStream(port) {
  let answer = null;
  port.onmessage = (event) => {
    if (event.data?.type === "alive" || event.data?.type === "gone") return;
    const settle = answer;
    answer = null;
    settle?.(event.data || {});
  };
  const next = () =>
    new Promise((resolve) => {
      answer = resolve;
      port.postMessage({ type: "pull" });
    });
  return new ReadableStream(
    {
      async pull(controller) {
        const message = await next();
        if (message.type === "chunk") controller.enqueue(message.chunk);
        else if (message.type === "done") controller.close();
        else controller.error(new Error(message.message || "The ZIP could not be made"));
      },
      cancel() {
        port.postMessage({ type: "cancel" });
      },
    },
    { highWaterMark: 0 },
  );
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  const prefix = new URL("./", self.registration.scope).pathname;
  if (!url.pathname.startsWith(prefix)) return;
  const id = decodeURIComponent(url.pathname.slice(prefix.length));
  const entry = pending.get(id);
  if (!entry) {
    event.respondWith(new Response("This download is no longer available.", { status: 404 }));
    return;
  }
  pending.delete(id);
  const headers = new Headers({
    "Content-Type": "application/zip",
    "Content-Disposition": `attachment; filename="${entry.fileName}"; filename*=UTF-8''${encodeURIComponent(entry.fileName)}`,
    "X-Content-Type-Options": "nosniff",
  });
  const body = watched(entry.bridged ? bridgedStream(entry.port) : entry.stream, entry.port);
  event.respondWith(new Response(body, { headers }));
  // The page reads nothing from its ZIP before this: until now it could still fall back to a Blob.
  entry.port.postMessage({ type: "started" });
});
