import type { PageMeta } from './page-meta';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Puts the page's own title, description, Open Graph and Twitter tags, canonical link, favicon
 * and language direction into the built index.html, so shared links preview without JavaScript.
 */
export function renderHead(indexHtml: string, meta: PageMeta): string {
  // Every page has a description (issue 19): without any SEO text, the page's title says what it is.
  const m = { ...meta, description: meta.description || meta.title };
  const tags = [
    `<title>${esc(m.title)}</title>`,
    m.description && `<meta name="description" content="${esc(m.description)}" />`,
    `<link rel="canonical" href="${esc(m.canonical)}" />`,
    `<link rel="icon" href="${esc(m.favicon)}" />`,
    `<meta property="og:type" content="${m.type}" />`,
    `<meta property="og:site_name" content="${esc(m.siteName)}" />`,
    `<meta property="og:title" content="${esc(m.title)}" />`,
    m.description && `<meta property="og:description" content="${esc(m.description)}" />`,
    `<meta property="og:url" content="${esc(m.canonical)}" />`,
    `<meta property="og:image" content="${esc(m.image)}" />`,
    `<meta property="og:locale" content="${esc(m.lang)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${esc(m.title)}" />`,
    m.description && `<meta name="twitter:description" content="${esc(m.description)}" />`,
    `<meta name="twitter:image" content="${esc(m.image)}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return indexHtml
    .replace(/<html[^>]*>/i, `<html lang="${esc(m.lang)}" dir="${m.dir}">`)
    .replace(/\s*<link rel="icon"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, tags);
}
