/**
 * The same HTML as `renderEmail`, synchronously, for callers that cannot wait (the local stack's
 * auth mail is built inside synchronous code): react-dom's static markup with React Email's
 * doctype. React Email's `render` streams the tree and only adds `<!-- -->` text separators, which
 * a test proves (email.test.ts). Node only: the deployed functions use `renderEmail`.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailElement } from './item-email.ts';
import type { RenderedEmail } from './render.ts';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderEmailSync(email: EmailElement): RenderedEmail {
  return { html: DOCTYPE + renderToStaticMarkup(email.element), text: email.text };
}
