import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromNamespaces, type Catalogue, type PackLanguage } from './index';

/** Where the packs live on disk (the server reads them once; tests read them directly). */
export const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');

/** A pack exactly as its files hold it (no fallback merged in). */
export function readPackFiles(language: PackLanguage): Catalogue {
  const dir = path.join(LOCALES_DIR, language);
  const files: Record<string, unknown> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    files[file] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  }
  return fromNamespaces(files);
}
