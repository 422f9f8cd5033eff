/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;
background:#f6f7f9;color:#111}main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);
padding:32px;width:min(420px,90vw)}h1{font-size:1.4rem;margin:0 0 12px}p{line-height:1.5}
.badge{display:inline-block;background:#fde68a;color:#78350f;border-radius:6px;padding:2px 8px;font-size:.8rem;
font-weight:600;margin-bottom:12px}label{display:block;margin:12px 0 4px;font-weight:600}
input{width:100%;box-sizing:border-box;padding:8px 10px;border:1px solid #ccc;border-radius:8px;font:inherit}
button,.button{display:inline-block;margin-top:16px;padding:9px 16px;border:0;border-radius:8px;background:#111;
color:#fff;font:inherit;cursor:pointer;text-decoration:none}.secondary{background:#e5e7eb;color:#111}
.actions{display:flex;gap:8px;flex-wrap:wrap}`;

/** A small self-contained page (no scripts, inline styles only, so it works under the site's CSP). */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Photo Organizer</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}
