/**
 * Draws the demo images under apps/server/public/media (served at /media/...): tenant logos and
 * favicons, home/list/certification banners (artwork only: the page draws the banner's title and
 * description from the database over it, so one image serves every language; mirrored for Arabic), certification and
 * course covers, page images, partner logos, social icons, news covers and the portraits of
 * trainers and commenters. The SVGs are committed; run
 *   npx tsx apps/server/assets/media/generate-media.ts
 * after changing a banner text in apps/server/src/seed/data/banners.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bannerDefs, type Motif } from '../../src/seed/data/banners';
import { coverDefs, courseCoverMotifs, PAGE_IMAGES, PARTNERS, SOCIALS, TENANT_STYLE } from '../../src/seed/data/media';
import type { LangCode } from '../../src/seed/data/languages';
import { NEWS_ART, PORTRAITS, type Portrait } from '../../src/seed/data/home-media';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/media');
const LATIN = `'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const write = (rel: string, svg: string) => {
  const file = path.join(out, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, svg.replace(/\n\s*/g, '\n').trim() + '\n');
};

function motif(kind: Motif, accent: string, cx: number, cy: number, r: number): string {
  const a = accent;
  switch (kind) {
    case 'lens':
      return `<g fill="none" stroke="${a}"><circle cx="${cx}" cy="${cy}" r="${r}" stroke-width="3" opacity=".35"/>
        <circle cx="${cx}" cy="${cy}" r="${r * 0.72}" stroke-width="10" opacity=".55"/><circle cx="${cx}" cy="${cy}" r="${r * 0.42}" stroke-width="4" opacity=".8"/></g>
        <circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${a}" opacity=".9"/><circle cx="${cx - r * 0.08}" cy="${cy - r * 0.08}" r="${r * 0.06}" fill="#fff"/>`;
    case 'shield':
      return `<path d="M${cx} ${cy - r}l${r * 0.8} ${r * 0.3}v${r * 0.55}c0 ${r * 0.6}-${r * 0.38} ${r * 0.95}-${r * 0.8} ${r * 1.15}c-${r * 0.42}-${r * 0.2}-${r * 0.8}-${r * 0.55}-${r * 0.8}-${r * 1.15}v-${r * 0.55}z" fill="${a}" opacity=".18" stroke="${a}" stroke-width="4"/>
        <path d="M${cx - r * 0.32} ${cy + r * 0.05}l${r * 0.22} ${r * 0.24}l${r * 0.45}-${r * 0.5}" fill="none" stroke="#fff" stroke-width="${r * 0.1}" stroke-linecap="round" stroke-linejoin="round"/>`;
    case 'classroom':
      return `<rect x="${cx - r}" y="${cy - r * 0.7}" width="${r * 2}" height="${r * 1.2}" rx="14" fill="${a}" opacity=".2" stroke="${a}" stroke-width="4"/>
        <path d="M${cx - r * 0.15} ${cy - r * 0.35}v${r * 0.5}l${r * 0.4}-${r * 0.25}z" fill="#fff"/>
        ${[-0.6, -0.2, 0.2, 0.6].map((d) => `<circle cx="${cx + d * r}" cy="${cy + r * 0.85}" r="${r * 0.11}" fill="${a}"/>`).join('')}`;
    case 'heat':
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#heat)"/><circle cx="${cx + r * 0.55}" cy="${cy + r * 0.35}" r="${r * 0.45}" fill="url(#heat)" opacity=".8"/>
        <path d="M${cx - r * 0.9} ${cy - r * 0.9}h${r * 0.3}M${cx - r * 0.9} ${cy - r * 0.9}v${r * 0.3}M${cx + r * 0.9} ${cy + r * 0.9}h-${r * 0.3}M${cx + r * 0.9} ${cy + r * 0.9}v-${r * 0.3}" stroke="#fff" stroke-width="5" opacity=".8"/>`;
    case 'robot':
      return `<rect x="${cx - r * 0.9}" y="${cy - r * 0.25}" width="${r * 1.8}" height="${r * 0.7}" rx="18" fill="${a}" opacity=".25" stroke="${a}" stroke-width="4"/>
        <circle cx="${cx - r * 0.5}" cy="${cy + r * 0.5}" r="${r * 0.16}" fill="${a}"/><circle cx="${cx + r * 0.5}" cy="${cy + r * 0.5}" r="${r * 0.16}" fill="${a}"/>
        <g fill="none" stroke="${a}" stroke-width="4" stroke-linecap="round">${[0.45, 0.7, 0.95].map((k) => `<path d="M${cx - r * k * 0.7} ${cy - r * 0.35 - r * k * 0.3}a${r * k} ${r * k} 0 0 1 ${r * k * 1.4} 0" opacity="${1.2 - k}"/>`).join('')}</g>`;
    case 'badge':
      return `<path d="M${cx - r * 0.35} ${cy + r * 0.4}l-${r * 0.12} ${r * 0.65}l${r * 0.3}-${r * 0.15}l${r * 0.17} ${r * 0.25}l${r * 0.05}-${r * 0.6}zM${cx + r * 0.35} ${cy + r * 0.4}l${r * 0.12} ${r * 0.65}l-${r * 0.3}-${r * 0.15}l-${r * 0.17} ${r * 0.25}l-${r * 0.05}-${r * 0.6}z" fill="${a}" opacity=".7"/>
        <circle cx="${cx}" cy="${cy}" r="${r * 0.62}" fill="${a}" opacity=".25" stroke="${a}" stroke-width="6"/>
        <path d="M${cx} ${cy - r * 0.3}l${r * 0.09} ${r * 0.19}l${r * 0.2} ${r * 0.03}l-${r * 0.15} ${r * 0.14}l${r * 0.04} ${r * 0.2}l-${r * 0.18}-${r * 0.1}l-${r * 0.18} ${r * 0.1}l${r * 0.04}-${r * 0.2}l-${r * 0.15}-${r * 0.14}l${r * 0.2}-${r * 0.03}z" fill="#fff"/>`;
    case 'grid': {
      const pts = [
        [-0.8, -0.5],
        [-0.2, -0.8],
        [0.5, -0.45],
        [0.85, 0.2],
        [0.2, 0.3],
        [-0.5, 0.6],
        [0.45, 0.85],
      ].map(([x, y]) => [cx + x * r, cy + y * r]);
      const edges = [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 0],
        [4, 5],
        [4, 6],
        [1, 4],
        [5, 0],
      ];
      return `<g stroke="${a}" stroke-width="3" opacity=".5">${edges.map(([i, j]) => `<line x1="${pts[i][0]}" y1="${pts[i][1]}" x2="${pts[j][0]}" y2="${pts[j][1]}"/>`).join('')}</g>
        ${pts.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i === 4 ? 16 : 9}" fill="${i === 4 ? a : '#fff'}"/>`).join('')}`;
    }
  }
}

function defs(from: string, to: string, accent: string): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="heat"><stop offset="0" stop-color="#fff6a8"/><stop offset=".35" stop-color="${accent}"/><stop offset=".7" stop-color="#e4400f" stop-opacity=".7"/><stop offset="1" stop-color="#5a0d6b" stop-opacity="0"/></radialGradient></defs>`;
}

function banner(def: (typeof bannerDefs)[number], lang: LangCode, size: 'desktop' | 'mobile'): string {
  const t = def.texts[lang]!;
  const [from, to, accent] = def.colors;
  const rtl = lang === 'ar';
  const [w, h] = size === 'desktop' ? [1440, 400] : [750, 500];
  const art = size === 'desktop' ? motif(def.motif, accent, rtl ? 260 : w - 260, h / 2, 120) : motif(def.motif, accent, rtl ? 140 : w - 140, 120, 80);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(t.title)}">
    ${defs(from, to, accent)}<rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${rtl ? w * 0.12 : w * 0.88}" cy="${h * 1.1}" r="${h * 0.9}" fill="#fff" opacity=".04"/><circle cx="${rtl ? w * 0.2 : w * 0.8}" cy="${-h * 0.3}" r="${h * 0.6}" fill="#fff" opacity=".05"/>
    ${art}
  </svg>`;
}

for (const def of bannerDefs) {
  for (const lang of Object.keys(def.texts) as LangCode[]) {
    write(`banners/${def.key}-${lang}-desktop.svg`, banner(def, lang, 'desktop'));
    write(`banners/${def.key}-${lang}-mobile.svg`, banner(def, lang, 'mobile'));
  }
}

// Tenant logos (wordmark with a mark), white variants for dark footers, and favicons.
for (const [code, s] of Object.entries(TENANT_STYLE)) {
  const mark = (x: number, y: number, k: number) => `<g transform="translate(${x} ${y}) scale(${k})"><rect width="40" height="40" rx="10" fill="${s.color}"/>
    <path d="${s.markPath}" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const word = (fill: string, sub: string) => `<text x="52" y="27" font-family="${LATIN}" font-size="22" font-weight="700" fill="${fill}">${esc(s.word)}</text>
    <text x="52" y="42" font-family="${LATIN}" font-size="11" letter-spacing="2" fill="${sub}">${esc(s.tagline)}</text>`;
  const w = 60 + Math.max(s.word.length * 13, s.tagline.length * 9.6);
  write(
    `tenants/${code}-logo.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w)}" height="48" viewBox="0 0 ${Math.round(w)} 48" role="img" aria-label="${esc(s.word)}">${mark(0, 4, 1)}${word('#0f172a', s.color)}</svg>`,
  );
  write(
    `tenants/${code}-logo-white.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w)}" height="48" viewBox="0 0 ${Math.round(w)} 48" role="img" aria-label="${esc(s.word)}">${mark(0, 4, 1)}${word('#ffffff', '#cbd5e1')}</svg>`,
  );
  write(`tenants/${code}-favicon.svg`, `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 40 40">${mark(0, 0, 1)}</svg>`);
}

// Certification covers: programme colours, a badge and the level.
for (const c of coverDefs) {
  const pips = [1, 2, 3]
    .map((i) => `<circle cx="${290 + i * 30}" cy="300" r="9" fill="${i <= c.level ? c.accent : '#ffffff'}" opacity="${i <= c.level ? 1 : 0.25}"/>`)
    .join('');
  write(
    `covers/${c.file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${esc(c.label)}">
    ${defs(c.from, c.to, c.accent)}<rect width="640" height="360" fill="url(#bg)"/>${motif('badge', c.accent, 320, 150, 130)}${pips}
    <text x="320" y="340" text-anchor="middle" font-family="${LATIN}" font-size="18" font-weight="700" letter-spacing="4" fill="#fff">${esc(c.label)}</text></svg>`,
  );
}
for (const [file, m, from, to, accent] of courseCoverMotifs) {
  write(
    `covers/${file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
    ${defs(from, to, accent)}<rect width="640" height="360" fill="url(#bg)"/>${motif(m, accent, 320, 180, 120)}</svg>`,
  );
}

// Page images (dictType page_image): a quiet band per tenant and page.
for (const [code, s] of Object.entries(TENANT_STYLE)) {
  for (const [page, m] of PAGE_IMAGES) {
    write(
      `pages/${code}-${page}.svg`,
      `<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="320" viewBox="0 0 1440 320">
      ${defs(s.dark, s.color, s.accent)}<rect width="1440" height="320" fill="url(#bg)"/><circle cx="1300" cy="360" r="260" fill="#fff" opacity=".05"/>${motif(m, s.accent, 1180, 160, 100)}</svg>`,
    );
  }
}

// Footer partner logos (areaKind 5): fictional partner programmes.
for (const p of PARTNERS) {
  write(
    `partners/${p.file}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="56" viewBox="0 0 180 56" role="img" aria-label="${esc(p.name)}">
    <rect x="1" y="1" width="178" height="54" rx="10" fill="#fff" stroke="#d0d7e2"/><circle cx="28" cy="28" r="13" fill="${p.color}"/>
    <path d="M21 28h14M28 21v14" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
    <text x="50" y="26" font-family="${LATIN}" font-size="13" font-weight="700" fill="#1e293b">${esc(p.line1)}</text>
    <text x="50" y="42" font-family="${LATIN}" font-size="11" fill="#64748b">${esc(p.line2)}</text></svg>`,
  );
}

// Social icons: simple monochrome glyphs in a circle.
for (const [name, glyph] of SOCIALS) {
  write(
    `social/${name}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label="${name}">
    <circle cx="16" cy="16" r="16" fill="#334155"/>${glyph}</svg>`,
  );
}

// News covers: artwork only (the page prints the title), so one image serves every language.
for (const [key, [m, from, to, accent]] of Object.entries(NEWS_ART)) {
  write(
    `news/${key}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
    ${defs(from, to, accent)}<rect width="640" height="360" fill="url(#bg)"/>
    <circle cx="560" cy="380" r="220" fill="#fff" opacity=".05"/><circle cx="40" cy="-40" r="160" fill="#fff" opacity=".05"/>
    <g stroke="#fff" opacity=".08">${[60, 120, 180, 240, 300].map((y) => `<line x1="0" y1="${y}" x2="640" y2="${y}"/>`).join('')}</g>
    ${motif(m, accent, 320, 180, 110)}</svg>`,
  );
}

/** A flat, friendly head-and-shoulders illustration (no real person's likeness). */
function portrait(p: Portrait): string {
  const back =
    p.style === 'long'
      ? `<path d="M66 124c0-52 24-80 54-80s54 28 54 80v64H66z" fill="${p.hair}"/>`
      : p.style === 'scarf'
        ? `<path d="M60 130c0-58 26-88 60-88s60 30 60 88v70H60z" fill="${p.hair}"/>`
        : '';
  const front: Record<Portrait['style'], string> = {
    short: `<path d="M80 104c0-34 18-52 40-52s40 18 40 52c-8-15-22-23-40-23s-32 8-40 23z" fill="${p.hair}"/>`,
    long: `<path d="M78 112c0-38 19-58 42-58s42 20 42 58c-6-20-22-32-42-32s-36 12-42 32z" fill="${p.hair}"/>`,
    bun: `<circle cx="120" cy="50" r="17" fill="${p.hair}"/><path d="M80 104c0-34 18-52 40-52s40 18 40 52c-8-15-22-23-40-23s-32 8-40 23z" fill="${p.hair}"/>`,
    bald: `<path d="M81 112c-2-10-1-20 3-26M159 112c2-10 1-20-3-26" stroke="${p.hair}" stroke-width="6" stroke-linecap="round" fill="none" opacity=".6"/>`,
    scarf: `<path d="M76 116c0-40 18-64 44-64s44 24 44 64c0 0-8-36-44-36s-44 36-44 36z" fill="${p.hair}"/>
      <path d="M74 112q-4 62 46 76q50-14 46-76h-8q0 54-38 62q-38-8-38-62z" fill="${p.hair}"/>`,
    curly: [
      [86, 80],
      [100, 64],
      [120, 58],
      [140, 64],
      [154, 80],
      [160, 98],
      [80, 98],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="${p.hair}"/>`)
      .join(''),
  };
  const beard = p.beard ? `<path d="M84 118c2 30 18 44 36 44s34-14 36-44c-6 12-18 18-36 18s-30-6-36-18z" fill="${p.hair}" opacity=".92"/>` : '';
  const glasses = p.glasses
    ? `<g fill="none" stroke="#1f2937" stroke-width="3"><rect x="93" y="99" width="22" height="17" rx="6"/><rect x="125" y="99" width="22" height="17" rx="6"/><path d="M115 106h10"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">
    <defs><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs><g clip-path="url(#c)">
    <rect width="240" height="240" fill="${p.bg}"/>${back}
    <path d="M28 240c0-50 40-74 92-74s92 24 92 74z" fill="${p.shirt}"/>
    <path d="M104 170l16 18l16-18" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round" opacity=".7"/>
    <rect x="105" y="138" width="30" height="36" rx="12" fill="${p.skin}"/><rect x="105" y="150" width="30" height="10" fill="#000" opacity=".06"/>
    <ellipse cx="120" cy="108" rx="40" ry="47" fill="${p.skin}"/>${front[p.style]}${beard}
    <circle cx="104" cy="108" r="4" fill="#1f2937"/><circle cx="136" cy="108" r="4" fill="#1f2937"/>
    <path d="M109 ${p.beard ? 134 : 130}q11 9 22 0" fill="none" stroke="${p.beard ? '#f8fafc' : '#9a3412'}" stroke-width="3" stroke-linecap="round"/>${glasses}
    </g></svg>`;
}
PORTRAITS.forEach((p, i) => write(`people/portrait-${i}.svg`, portrait(p)));

const total = (dir: string): number =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((n, e) => n + (e.isDirectory() ? total(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
console.log(`media written to ${out}: ${total(out)} bytes`);
