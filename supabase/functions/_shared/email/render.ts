/** An e-mail element to its HTML (React Email's `render`: doctype, tables, inline styles). */
import { render } from '@react-email/render';
import type { EmailElement } from './item-email.ts';

export interface RenderedEmail {
  html: string;
  text: string;
}

export async function renderEmail(email: EmailElement): Promise<RenderedEmail> {
  return { html: await render(email.element), text: email.text };
}
