/**
 * The shop's e-mails (docs/adr/0023-html-emails.md): one set of React Email templates for the
 * send-emails function (Node locally, Deno deployed) and the local stack's auth mail.
 */
export { type AuthEmailContent, authEmail } from './auth-email.ts';
export { type EmailElement, itemEmail, legacyEmail, summaryText } from './item-email.ts';
export { SELLER_NAME, SHOP_NAME, SUPPORT_EMAIL } from './layout.ts';
export { Remark } from './markdown.ts';
export {
  type ItemEmailPayload,
  type ItemSummary,
  parseItemEmailPayload,
  type SummaryLine,
  type SummaryRow,
} from './payload.ts';
export { type RenderedEmail, renderEmail } from './render.ts';
