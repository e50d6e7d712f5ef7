import fs from 'node:fs';
import path from 'node:path';

/*
 * Which catalogue namespaces the code reachable from a module uses, read from the source (tests of
 * the per-route language packs, route-namespaces.test.ts). A namespace counts as used by a file when
 * the file holds a string or template literal starting with `<namespace>.` and a key character, the
 * way every key is written here (`t('certification.title')`, t(`myLearning.tabs.${name}`)).
 * Node only: it reads files.
 */

const SRC = path.resolve(import.meta.dirname, '..');
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

const IMPORT = /\bimport\s*(?:[\w*{}\s,]+from\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bexport\s*[\w*{}\s,]+from\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The source file an import specifier names, or null for a package or a non-code file. */
export function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return null;
  if (/\.(css|svg|png|json)$/.test(base)) return null;
  for (const candidate of [base, ...EXTENSIONS.map((ext) => base + ext)]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
const read = (file: string): string => {
  let text = sources.get(file);
  if (text === undefined) {
    text = fs.readFileSync(file, 'utf8');
    sources.set(file, text);
  }
  return text;
};

/** The modules `file` imports, statically or with import(), that live in the web's source. */
export function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const match of read(file).matchAll(IMPORT)) {
    const resolved = resolveImport(file, match[1] ?? match[2] ?? match[3]);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** The modules `file` loads with import() (a page's lazy chunk, a dialog). */
export function dynamicImportsOf(file: string): string[] {
  return [...read(file).matchAll(DYNAMIC)].map((m) => resolveImport(file, m[1])).filter((f): f is string => f !== null);
}

/** Every source module reachable from `roots` (tests excluded), not crossing into `stops`. */
export function reachable(roots: string[], stops: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stops.has(file) || /\.test\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) visit(next);
  };
  for (const root of roots) visit(root);
  return seen;
}

/** `withNamespaces(() => import('x'), ['a', 'b'])` calls (with-namespaces.ts): the modules they load and the namespaces they bring. */
const WITH_NAMESPACES = /\bwithNamespaces\(\s*(\(\)\s*=>[\s\S]*?),\s*\[([^\]]*)\]\s*\)/g;

export function lazyPartsOf(file: string): { modules: string[]; namespaces: string[] }[] {
  return [...read(file).matchAll(WITH_NAMESPACES)].map((m) => ({
    modules: [...m[1].matchAll(DYNAMIC)].map((d) => resolveImport(file, d[1])).filter((f): f is string => f !== null),
    namespaces: [...m[2].matchAll(/['"](\w+)['"]/g)].map((n) => n[1]),
  }));
}

/**
 * Every source module reachable from `root` (not crossing into `stops`), each with the namespaces a
 * lazy part on the way loads itself (withNamespaces): a module reached only inside such a part may use them.
 */
export function reachableWithParts(root: string, stops: ReadonlySet<string> = new Set()): Map<string, Set<string>> {
  // A module reached with several sets of namespaces may rely on their common part only.
  const reached = new Map<string, Set<string>>();
  const visit = (file: string, brought: Set<string>) => {
    if (/\.test\.tsx?$/.test(file) || stops.has(file)) return;
    const before = reached.get(file);
    const now = before ? new Set([...before].filter((ns) => brought.has(ns))) : brought;
    if (before && now.size === before.size) return;
    reached.set(file, now);
    const parts = lazyPartsOf(file);
    const inParts = new Set(parts.flatMap((p) => p.modules));
    for (const part of parts) for (const module of part.modules) visit(module, new Set([...now, ...part.namespaces]));
    for (const next of importsOf(file)) if (!inParts.has(next)) visit(next, now);
  };
  visit(root, new Set());
  return reached;
}

/** The namespaces among `namespaces` whose keys `files` use. */
export function namespacesUsed(files: Iterable<string>, namespaces: readonly string[]): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of files) {
    const text = read(file);
    for (const ns of namespaces) {
      if (!new RegExp(`['"\`]${ns}\\.[\\w$]`).test(text)) continue;
      used.set(ns, [...(used.get(ns) ?? []), path.relative(SRC, file)]);
    }
  }
  return used;
}

export const sourcePath = (relative: string): string => path.join(SRC, relative);
