/**
 * Locally produced catalogue images (no network): small SVG illustrations with fixed intrinsic sizes
 * (width/height attributes), coloured by category, with a simple line drawing of the product kind.
 */
import type { Glyph } from './catalog-data';
import { xmlEscape } from './util';

export const PRODUCT_IMAGE_SIZE = 800;
export const ICON_SIZE = 96;

/** Line drawings in a 400 x 400 box (centred on the canvas). */
const GLYPHS: Record<Glyph, string> = {
  console:
    '<rect x="120" y="40" width="90" height="320" rx="30"/><rect x="190" y="60" width="90" height="300" rx="30"/><line x1="200" y1="90" x2="200" y2="340"/>',
  handheld:
    '<rect x="20" y="110" width="360" height="180" rx="70"/><rect x="110" y="135" width="180" height="130" rx="8"/><circle cx="65" cy="200" r="18"/><circle cx="335" cy="200" r="18"/>',
  laptop:
    '<rect x="70" y="80" width="260" height="170" rx="10"/><rect x="90" y="100" width="220" height="130"/><path d="M30 270 H370 L350 310 H50 Z"/>',
  desktop:
    '<rect x="120" y="40" width="160" height="320" rx="12"/><circle cx="200" cy="110" r="34"/><circle cx="200" cy="200" r="34"/><line x1="150" y1="290" x2="250" y2="290"/>',
  minipc:
    '<rect x="60" y="150" width="280" height="110" rx="20"/><circle cx="110" cy="205" r="10"/><line x1="160" y1="205" x2="300" y2="205"/>',
  gpu: '<rect x="20" y="120" width="360" height="150" rx="14"/><circle cx="120" cy="195" r="52"/><circle cx="280" cy="195" r="52"/><line x1="40" y1="290" x2="220" y2="290"/>',
  cpu: '<rect x="100" y="100" width="200" height="200" rx="14"/><rect x="140" y="140" width="120" height="120" rx="6"/><path d="M130 80 V100 M170 80 V100 M210 80 V100 M250 80 V100 M130 300 V320 M170 300 V320 M210 300 V320 M250 300 V320"/>',
  board:
    '<rect x="60" y="50" width="280" height="300" rx="8"/><rect x="160" y="90" width="90" height="90"/><rect x="280" y="80" width="18" height="150"/><rect x="90" y="240" width="220" height="16"/><rect x="90" y="290" width="220" height="16"/>',
  ram: '<rect x="20" y="150" width="360" height="90" rx="6"/><path d="M60 175 H100 V215 H60 Z M130 175 H170 V215 H130 Z M200 175 H240 V215 H200 Z M270 175 H310 V215 H270 Z"/><line x1="20" y1="255" x2="380" y2="255"/>',
  ssd: '<rect x="40" y="160" width="320" height="80" rx="10"/><circle cx="70" cy="200" r="10"/><rect x="130" y="180" width="80" height="40"/><rect x="230" y="180" width="80" height="40"/>',
  psu: '<rect x="60" y="90" width="280" height="220" rx="14"/><circle cx="200" cy="200" r="80"/><path d="M200 120 V280 M120 200 H280 M143 143 L257 257 M257 143 L143 257"/>',
  case: '<rect x="100" y="30" width="200" height="340" rx="14"/><rect x="125" y="60" width="150" height="250" rx="6"/><circle cx="200" cy="130" r="30"/><circle cx="200" cy="230" r="30"/>',
  fan: '<rect x="80" y="80" width="240" height="240" rx="20"/><circle cx="200" cy="200" r="100"/><circle cx="200" cy="200" r="22"/><path d="M200 178 C240 120 280 160 222 200 M178 200 C120 160 160 120 200 178 M200 222 C160 280 120 240 178 200 M222 200 C280 240 240 280 200 222"/>',
  monitor:
    '<rect x="20" y="60" width="360" height="220" rx="12"/><rect x="40" y="80" width="320" height="180"/><path d="M170 280 L150 340 H250 L230 280"/>',
  keyboard:
    '<rect x="10" y="130" width="380" height="150" rx="14"/><path d="M40 160 H360 M40 190 H360 M40 220 H360 M110 250 H290"/>',
  mouse:
    '<rect x="130" y="60" width="140" height="280" rx="70"/><line x1="200" y1="60" x2="200" y2="160"/><rect x="192" y="95" width="16" height="36" rx="8"/>',
  headset:
    '<path d="M90 230 V190 A110 110 0 0 1 310 190 V230"/><rect x="60" y="220" width="60" height="110" rx="24"/><rect x="280" y="220" width="60" height="110" rx="24"/><path d="M90 330 C100 370 160 370 180 360"/>',
  controller:
    '<path d="M120 140 H280 C340 140 380 260 350 300 C320 340 280 300 260 270 H140 C120 300 80 340 50 300 C20 260 60 140 120 140 Z"/><path d="M110 190 V240 M85 215 H135"/><circle cx="280" cy="195" r="10"/><circle cx="305" cy="220" r="10"/>',
  pad: '<rect x="30" y="110" width="340" height="200" rx="30"/><rect x="170" y="150" width="60" height="110" rx="30"/>',
  mic: '<rect x="150" y="40" width="100" height="190" rx="50"/><path d="M110 180 A90 90 0 0 0 290 180 M200 270 V340 M150 340 H250"/>',
  game: '<rect x="100" y="40" width="200" height="320" rx="10"/><rect x="100" y="40" width="200" height="50"/><circle cx="200" cy="215" r="70"/><circle cx="200" cy="215" r="14"/>',
  accessory:
    '<rect x="80" y="120" width="240" height="160" rx="30"/><path d="M140 200 H260 M200 160 V240"/><line x1="200" y1="280" x2="200" y2="360"/>',
};

function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${(kept[maxLines - 1] as string).replace(/.{0,2}$/, '')}…`;
    return kept;
  }
  return lines;
}

export function productSvg(options: {
  name: string;
  brand: string;
  color: string;
  glyph: Glyph;
  caption?: string;
}): string {
  const size = PRODUCT_IMAGE_SIZE;
  const lines = wrap(options.name, 30, 3);
  const text = lines
    .map(
      (l, i) =>
        `<text x="400" y="${640 + i * 44}" font-size="34" text-anchor="middle">${xmlEscape(l)}</text>`,
    )
    .join('');
  const caption = options.caption
    ? `<text x="400" y="110" font-size="26" text-anchor="middle" fill-opacity=".7">${xmlEscape(options.caption)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${xmlEscape(options.name)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${options.color}" stop-opacity=".55"/><stop offset="1" stop-color="#0b0f1a"/></linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="#0b0f1a"/><rect width="${size}" height="${size}" fill="url(#g)"/>`,
    `<text x="400" y="70" font-family="Arial,Helvetica,sans-serif" font-size="30" font-weight="700" text-anchor="middle" fill="#fff" fill-opacity=".85">${xmlEscape(options.brand.toUpperCase())}</text>`,
    `<g font-family="Arial,Helvetica,sans-serif" fill="#fff">${caption}${text}</g>`,
    `<g transform="translate(200 170)" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" stroke-opacity=".9">${GLYPHS[options.glyph]}</g>`,
    '</svg>',
    '',
  ].join('');
}

export function iconSvg(options: { label: string; color: string; glyph: Glyph }): string {
  const size = ICON_SIZE;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400" role="img" aria-label="${xmlEscape(options.label)}">`,
    `<rect width="400" height="400" rx="80" fill="${options.color}"/>`,
    `<g fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">${GLYPHS[options.glyph]}</g>`,
    '</svg>',
    '',
  ].join('');
}
