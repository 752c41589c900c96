/**
 * The XSS corpus check (ADR 0014): the payloads of `e2e/data/xss` (public cheat sheets, vendored
 * with their licences, plus the store's own markdown and marker vectors), traps that notice a
 * payload running, a scan for payload markup that reached the DOM as live elements, and the
 * payloads x fields x views tally xss-corpus.spec.ts prints.
 *
 * A payload "executes" when any of these happens in any frame of the page:
 *   - alert / confirm / prompt / print is called (init-script traps; a real dialog is caught by
 *     page.on('dialog') as well), or the global marker `window.__xssMarker` is set;
 *   - a `securitypolicyviolation` event fires (works with or without a Content-Security-Policy:
 *     without one there is simply nothing to report);
 *   - the DOM holds an element the app never renders: an inline event-handler attribute, a
 *     script that is not the app's, a frame / object / embed / base / refresh meta, or a
 *     `javascript:` / `vbscript:` / `data:text/html` URL in a URL-bearing attribute or style;
 *   - the page asks for a URL outside the store's own hosts (a payload's remote script or image).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Locator, Page } from '@playwright/test';

export interface Payload {
  /** 'owasp-12', 'patt-40', 'own-3': the source and the payload's position in it. */
  id: string;
  text: string;
}

const dataFile = (name: string) => fileURLToPath(new URL(`../data/xss/${name}`, import.meta.url));

/** Every payload once: the OWASP sheet's html/js blocks, the PayloadsAllTheThings list, our own. */
export function loadCorpus(): Payload[] {
  const sheet = readFileSync(dataFile('owasp-xss-filter-evasion-cheat-sheet.md.txt'), 'utf8');
  const owasp = [...sheet.matchAll(/```(?:html|js)\n([\s\S]*?)\n```/g)].map((m) => (m[1] ?? '').trim());
  const patt = readFileSync(dataFile('payloadsallthethings-intruders-xss.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim());
  const own = (JSON.parse(readFileSync(dataFile('own-vectors.json'), 'utf8')) as { vectors: string[] })
    .vectors;
  const seen = new Set<string>();
  const corpus: Payload[] = [];
  const add = (source: string, texts: string[]) => {
    texts.forEach((text, i) => {
      // Postgres text cannot hold NUL; no payload of these sources has one, but be explicit.
      if (!text || seen.has(text) || text.includes('\0')) return;
      seen.add(text);
      corpus.push({ id: `${source}-${i + 1}`, text });
    });
  };
  add('owasp', owasp);
  add('patt', patt);
  add('own', own);
  return corpus;
}

/**
 * Packs payloads into strings of at most `max` characters joined by `separator`, in order;
 * a payload longer than `max` alone is left out (the caller reports what each field holds).
 */
export function pack(
  payloads: Payload[],
  max: number,
  separator = '\n',
): { text: string; payloads: Payload[] }[] {
  const groups: { text: string; payloads: Payload[] }[] = [];
  let current: Payload[] = [];
  let length = 0;
  for (const p of payloads) {
    if (p.text.length > max) continue;
    const added = current.length === 0 ? p.text.length : length + separator.length + p.text.length;
    if (added > max) {
      groups.push({ text: current.map((c) => c.text).join(separator), payloads: current });
      current = [p];
      length = p.text.length;
    } else {
      current.push(p);
      length = added;
    }
  }
  if (current.length > 0)
    groups.push({ text: current.map((c) => c.text).join(separator), payloads: current });
  return groups;
}

export interface Execution {
  kind: string;
  detail: string;
  url: string;
}

/** Hosts the store itself serves (shell, remotes, API); anything else is a payload's request. */
const OWN_HOSTS = new Set(['127.0.0.1', 'localhost']);

/**
 * Installs the traps on every page of `context` (before any app script) and collects what they
 * report, in Node, so a report survives a navigation. Requests to other hosts are refused and
 * recorded (the support page's chat link is opened in a popup that is not the store's page and
 * is allowed through `allowExternal`).
 */
export async function installTraps(
  context: BrowserContext,
  allowExternal: (url: string) => boolean = () => false,
): Promise<Execution[]> {
  const executions: Execution[] = [];
  await context.exposeBinding('__xssReport', ({ frame }, kind: string, detail: string) => {
    executions.push({ kind, detail: String(detail).slice(0, 300), url: frame.url() });
  });
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const report = (kind: string, detail: unknown) => {
      try {
        (w.__xssReport as (k: string, d: string) => void)(kind, String(detail));
      } catch {
        // the binding is always there; nothing else to do
      }
    };
    for (const name of ['alert', 'confirm', 'prompt', 'print']) {
      const trap = (...args: unknown[]) => {
        report(name, args[0]);
        return name === 'confirm' ? false : name === 'prompt' ? null : undefined;
      };
      Object.defineProperty(window, name, { value: trap, writable: false, configurable: false });
    }
    Object.defineProperty(window, '__xssMarker', {
      configurable: false,
      get: () => undefined,
      set: (value: unknown) => report('marker', value),
    });
    document.addEventListener(
      'securitypolicyviolation',
      (e) => report('csp', `${e.violatedDirective} blocked ${e.blockedURI} sample ${e.sample}`),
      true,
    );
    // The inline scripts the server sent (remote map, JSON-LD...), for the DOM scan's baseline.
    document.addEventListener('DOMContentLoaded', () => {
      w.__xssServerScripts = [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent);
    });
  });
  await context.route(
    (url) => !OWN_HOSTS.has(url.hostname),
    async (route) => {
      const url = route.request().url();
      if (!allowExternal(url)) executions.push({ kind: 'external-request', detail: url, url: '' });
      await route.abort();
    },
  );
  return executions;
}

/** Follows every dialog of a page: recorded as an execution and dismissed. */
export function watchDialogs(page: Page, executions: Execution[]): void {
  page.on('dialog', (dialog) => {
    executions.push({ kind: `dialog:${dialog.type()}`, detail: dialog.message(), url: page.url() });
    void dialog.dismiss().catch(() => undefined);
  });
}

/**
 * Scans the whole document (every element, the open dialogs included) for payload markup that
 * became live. Returns one line per finding; the app itself renders none of these.
 */
export async function liveMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const findings: string[] = [];
    const own = new Set(['127.0.0.1', 'localhost']);
    const serverScripts = new Set(
      ((window as unknown as Record<string, unknown>).__xssServerScripts as string[] | undefined) ?? [],
    );
    const scriptUrl =
      /^(?:javascript|vbscript|livescript):|^data:(?:text\/html|application|text\/javascript)/;
    const urlAttributes = new Set([
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'xlink:href',
      'background',
      'lowsrc',
      'dynsrc',
      'poster',
      'codebase',
      'srcset',
      'from',
      'to',
      'values',
    ]);
    const markup = (el: Element) => el.outerHTML.slice(0, 160);
    // Browsers ignore ASCII whitespace and control characters inside a scheme.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
    const normalise = (value: string) => value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
    for (const el of document.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      for (const attr of el.attributes) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) findings.push(`event handler ${name}: ${markup(el)}`);
        if (name === 'srcdoc') findings.push(`srcdoc: ${markup(el)}`);
        if (urlAttributes.has(name) && scriptUrl.test(normalise(attr.value)))
          findings.push(`script URL in ${name}: ${markup(el)}`);
        if (name === 'style' && /javascript:|expression\(|behavior:/.test(normalise(attr.value)))
          findings.push(`script in style: ${markup(el)}`);
      }
      if (
        ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'portal', 'isindex'].includes(
          tag,
        )
      )
        findings.push(`<${tag}>: ${markup(el)}`);
      if (tag === 'meta' && el.hasAttribute('http-equiv')) findings.push(`<meta http-equiv>: ${markup(el)}`);
      if (tag === 'link' && /import/i.test(el.getAttribute('rel') ?? ''))
        findings.push(`<link import>: ${markup(el)}`);
      if (tag === 'style' && /javascript:|expression\(|xss/i.test(el.textContent ?? ''))
        findings.push(`<style> with script: ${markup(el)}`);
      if (tag === 'script') {
        const src = el.getAttribute('src');
        if (src !== null) {
          let host = '';
          try {
            host = new URL(src, document.baseURI).hostname;
          } catch {
            host = 'unparsable';
          }
          if (!own.has(host) || scriptUrl.test(normalise(src)))
            findings.push(`foreign script: ${markup(el)}`);
        } else if (!serverScripts.has(el.textContent ?? '')) {
          const type = (el.getAttribute('type') ?? '').toLowerCase();
          if (!type.includes('json')) findings.push(`inline script the server did not send: ${markup(el)}`);
        }
      }
    }
    return findings;
  });
}

/** The text a view shows: its textContent, or the values of its form fields. */
export async function shownText(view: Locator): Promise<string> {
  return view.evaluate((el) => {
    const values = [...el.querySelectorAll('input, textarea')].map(
      (field) => (field as HTMLInputElement | HTMLTextAreaElement).value,
    );
    return [el.textContent ?? '', ...values].join('\n');
  });
}

/** payloads x fields x views: which payloads each field was seen rendering in each view. */
export class Tally {
  private readonly seen = new Map<string, Set<string>>();

  /** Counts `payloads` of `field` as rendered in `view`. */
  add(field: string, view: string, payloads: Payload[]): void {
    const key = `${field}\u0000${view}`;
    const set = this.seen.get(key) ?? new Set<string>();
    for (const p of payloads) set.add(p.id);
    this.seen.set(key, set);
  }

  /** How many payloads of `field` were seen in `view`. */
  count(field: string, view: string): number {
    return this.seen.get(`${field}\u0000${view}`)?.size ?? 0;
  }

  rows(): { field: string; view: string; payloads: number }[] {
    return [...this.seen.entries()]
      .map(([key, set]) => {
        const [field = '', view = ''] = key.split('\u0000');
        return { field, view, payloads: set.size };
      })
      .sort((a, b) => a.field.localeCompare(b.field) || a.view.localeCompare(b.view));
  }

  summary(corpusSize: number, executions: number): string {
    const rows = this.rows();
    const fields = new Set(rows.map((r) => r.field));
    const views = new Set(rows.map((r) => r.view));
    const renderings = rows.reduce((sum, r) => sum + r.payloads, 0);
    const width = Math.max(...rows.map((r) => r.field.length));
    const lines = rows.map((r) => `  ${r.field.padEnd(width)}  ${String(r.payloads).padStart(4)}  ${r.view}`);
    return [
      `XSS corpus: ${corpusSize} payloads x ${fields.size} fields x ${views.size} views ` +
        `(${rows.length} field/view pairs): ${renderings} payload renderings checked, executions = ${executions}`,
      `  ${'field'.padEnd(width)}  payloads  view`,
      ...lines,
    ].join('\n');
  }
}
