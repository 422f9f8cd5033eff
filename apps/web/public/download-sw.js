// Serves ZIP streams handed over by the upload page as attachments, so the browser's download manager writes
// them to disk as they are made (no Blob holding the whole archive in memory). Scope: /__downloads/.
const pending = new Map();

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type !== "register-download") return;
  pending.set(data.id, data);
  // Forget a stream nobody came for.
  setTimeout(() => pending.delete(data.id), 60_000);
  event.ports[0]?.postMessage({ ok: true });
});

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
  event.respondWith(new Response(entry.stream, { headers }));
});
