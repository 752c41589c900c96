/** The local mail outbox: what the auth router sends through, and its viewer/API server. */
import type { Mailer } from './outbox';

export {
  extractLinks,
  type Mailer,
  type MailMessage,
  Outbox,
  type OutboxOptions,
  type StoredMessage,
} from './outbox';
export { createMailApp, type MailServerOptions, type RunningMailServer, startMailServer } from './server';

/** True when a value (e.g. `deps.mail`) can send mail. */
export function isMailer(value: unknown): value is Mailer {
  return typeof (value as { send?: unknown } | undefined)?.send === 'function';
}
