/**
 * The local outbox: every e-mail the stack "sends" lands here instead of an SMTP server, kept in
 * memory and, when a file is given, persisted so links survive a restart of the stack.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The actionable links of the message (confirmation, reset ...), in order. */
  links: string[];
  /** A message with a key already stored is not stored again (a sender's retry). */
  idempotencyKey?: string;
}

export interface StoredMessage extends MailMessage {
  id: string;
  created_at: string;
}

/** What the auth router needs to send mail. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxOptions {
  /** JSON file to load at start and rewrite on every change (e.g. `.local/mail.json`). */
  file?: string;
  /** Oldest messages are dropped beyond this many. */
  limit?: number;
}

/** href values of anchors, for messages sent without an explicit link list. */
export function extractLinks(html: string): string[] {
  const links: string[] = [];
  for (const match of html.matchAll(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"/gi)) {
    const href = match[1]?.replaceAll('&amp;', '&');
    if (href) links.push(href);
  }
  return links;
}

function isStoredMessage(value: unknown): value is StoredMessage {
  if (!value || typeof value !== 'object') return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.id === 'string' &&
    typeof m.to === 'string' &&
    typeof m.subject === 'string' &&
    typeof m.text === 'string' &&
    typeof m.html === 'string' &&
    typeof m.created_at === 'string' &&
    Array.isArray(m.links) &&
    m.links.every((l) => typeof l === 'string')
  );
}

export class Outbox implements Mailer {
  private messages: StoredMessage[] = [];
  private readonly limit: number;

  constructor(private readonly options: OutboxOptions = {}) {
    this.limit = options.limit ?? 1000;
    this.load();
  }

  async send(message: MailMessage): Promise<void> {
    const key = message.idempotencyKey;
    if (key && this.messages.some((m) => m.idempotencyKey === key)) return;
    const links = message.links.length > 0 ? message.links : extractLinks(message.html);
    this.messages.push({
      ...(key ? { idempotencyKey: key } : {}),
      id: randomUUID(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      links,
      created_at: new Date().toISOString(),
    });
    if (this.messages.length > this.limit) this.messages.splice(0, this.messages.length - this.limit);
    this.save();
  }

  /** Newest first; `to` matches the recipient case-insensitively, as mail addresses are. */
  list(to?: string): StoredMessage[] {
    const wanted = to?.trim().toLowerCase();
    const found = wanted ? this.messages.filter((m) => m.to.toLowerCase() === wanted) : this.messages;
    return [...found].reverse();
  }

  get(id: string): StoredMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }

  /** Removes every message, or those sent to `to`; returns how many went. */
  clear(to?: string): number {
    const before = this.messages.length;
    const wanted = to?.trim().toLowerCase();
    this.messages = wanted ? this.messages.filter((m) => m.to.toLowerCase() !== wanted) : [];
    this.save();
    return before - this.messages.length;
  }

  private load(): void {
    const file = this.options.file;
    if (!file || !fs.existsSync(file)) return;
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (Array.isArray(parsed)) this.messages = parsed.filter(isStoredMessage).slice(-this.limit);
    } catch {
      // A corrupt outbox file only loses old local mail; start empty rather than fail the stack.
      this.messages = [];
    }
  }

  private save(): void {
    const file = this.options.file;
    if (!file) return;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.messages));
    fs.renameSync(tmp, file);
  }
}
