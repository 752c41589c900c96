import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/browser';

/**
 * `pnpm exec tsx scripts/make-icons.ts`: the installable store's icons (shell/public/icons, named
 * by the web manifest, shell/server/http/pwa-routes.ts) drawn from the favicon in Chromium. Run
 * again after the favicon changes; the PNGs are committed.
 *   icon-192.png, icon-512.png: the favicon as it is (rounded square).
 *   icon-maskable-512.png: the mark on the full square, within the 80 % safe zone a launcher's
 *   mask (circle, squircle) never cuts.
 */
const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'shell/public/favicon.svg'), 'utf8');
const out = path.join(root, 'shell/public/icons');

const browser = await launchChromium();
try {
  const page = await browser.newPage();
  async function draw(file: string, size: number, body: string): Promise<void> {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;overflow:hidden">${body}</body></html>`,
    );
    writeFileSync(path.join(out, file), await page.screenshot({ omitBackground: true }));
  }
  const plain = (size: number) => svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await draw('icon-192.png', 192, plain(192));
  await draw('icon-512.png', 512, plain(512));
  // Maskable: the gradient fills the square; the pad's mark sits in the middle 80 %.
  const maskable = svg
    .replace('<svg ', '<svg width="512" height="512" ')
    .replace('rx="14"', 'rx="0"')
    .replace(/<path d="M21 20h22/, '<g transform="translate(6.4 6.4) scale(0.8)"><path d="M21 20h22')
    .replace('</svg>', '</g></svg>');
  await draw('icon-maskable-512.png', 512, maskable);
} finally {
  await browser.close();
}
console.info(`icons written to ${path.relative(root, out)}`);
