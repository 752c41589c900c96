/**
 * The outbox's HTML page: newest message first, links clickable, each message's HTML as the
 * recipient's client would show it in a sandboxed frame (no scripts, no same-origin: an e-mail
 * can run nothing here; only its links may open a new tab), its text part below.
 */
import type { StoredMessage } from './outbox';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function renderMessage(m: StoredMessage): string {
  const links = m.links
    .map((l) => `<li><a href="${escapeHtml(l)}" target="_blank" rel="noopener">${escapeHtml(l)}</a></li>`)
    .join('');
  return `<article>
  <header>
    <h2>${escapeHtml(m.subject)}</h2>
    <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.created_at)}">${escapeHtml(
      new Date(m.created_at).toLocaleString('en-IN'),
    )}</time></p>
  </header>
  ${links ? `<ul class="links">${links}</ul>` : ''}
  <details><summary>Message</summary>
    <iframe sandbox="allow-popups allow-popups-to-escape-sandbox" referrerpolicy="no-referrer" title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
    <details class="text-part"><summary>Text part</summary><pre>${escapeHtml(m.text)}</pre></details>
  </details>
</article>`;
}

export function renderInbox(messages: StoredMessage[], filter: string | undefined): string {
  const body =
    messages.length === 0
      ? '<p class="empty">No messages yet. Sign up, reset a password or change an e-mail address in the store.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local mail (${messages.length})</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1rem; background: #111; color: #eee; }
  a { color: #7cc4ff; word-break: break-all; }
  article { border: 1px solid #333; border-radius: 8px; padding: 0.75rem 1rem; margin: 0 0 1rem; background: #1a1a1a; }
  h1 { font-size: 1.3rem; } h2 { font-size: 1.1rem; margin: 0; }
  .meta { color: #aaa; margin: 0.25rem 0; }
  iframe { display: block; width: 100%; height: 38rem; max-height: 80vh; border: 0; background: #eef0f4; border-radius: 4px; resize: vertical; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; color: #ccc; }
  .text-part { margin-top: 0.5rem; }
  form { display: flex; gap: 0.5rem; margin-bottom: 1rem; }
  .empty { color: #aaa; }
</style>
</head>
<body>
<h1>Local mail outbox</h1>
<form method="get" action="/">
  <input type="email" name="to" placeholder="Filter by recipient" value="${escapeHtml(filter ?? '')}">
  <button type="submit">Filter</button>
  <a href="/">All</a>
  <a href="/api/messages${filter ? `?to=${encodeURIComponent(filter)}` : ''}">JSON</a>
</form>
${body}
</body>
</html>`;
}
