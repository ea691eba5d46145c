const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A plain page for the rare failure that happens before React Router can render its own. */
export function renderErrorPage(storeName: string, requestId: string): string {
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Something went wrong | ${escapeHtml(storeName)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1f2937">
<h1>Something went wrong</h1><p>We could not load this page. Please try again in a moment.</p>
<p>If it keeps happening, quote this reference to customer care: <code>${escapeHtml(requestId)}</code></p>
<p><a href="/">Back to the home page</a></p></body></html>`;
}
