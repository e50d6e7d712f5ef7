import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromNamespaces, SERVER_NAMESPACES, type Catalogue, type PackLanguage } from './index';

/** Where the packs live on disk (the server reads them once; tests read them directly). */
export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

/**
 * A pack exactly as its files hold it (no fallback merged in): by default what the web gets, without
 * the server-only namespaces; `'all'` adds them (the completeness test checks every file).
 */
export function readPackFiles(language: PackLanguage, scope: 'web' | 'all' = 'web'): Catalogue {
  const dir = path.join(LOCALES_DIR, language);
  const files: Record<string, unknown> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    if (scope === 'web' && SERVER_NAMESPACES.includes(file.replace(/\.json$/, ''))) continue;
    files[file] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return fromNamespaces(files);
}

/** One namespace of a pack as its file holds it, e.g. the identity provider's `idp`. */
export function readNamespace(language: PackLanguage, namespace: string): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, language, `${namespace}.json`), 'utf8')) as Catalogue;
}
