import fs from 'node:fs';
import path from 'node:path';
import { SOURCE_PACK } from './index';
import { LOCALES_DIR, readPackFiles } from './node';

/** The module id the web imports its bundled English catalogue from (apps/web/src/i18n/catalogues.ts). */
export const SOURCE_CATALOGUE_ID = 'virtual:credo-source-catalogue';
const RESOLVED_ID = `\0${SOURCE_CATALOGUE_ID}`;

/** What the virtual module holds: the source pack as the web gets it (readPackFiles 'web': no SERVER_NAMESPACES), one literal. */
export const sourceCatalogueModule = (): string => `export default ${JSON.stringify(readPackFiles(SOURCE_PACK, 'web'))};\n`;

/**
 * A Vite plugin serving the web's bundled English catalogue. It reads the namespace files the way the
 * server does (node.ts), so SERVER_NAMESPACES in index.ts is the one list of what stays off the web:
 * an import.meta.glob could only exclude files by literals repeated in the web. One object literal
 * also weighs less than a module per namespace file.
 */
export function sourceCatalogue() {
  return {
    name: 'credo-source-catalogue',
    resolveId: (id: string) => (id === SOURCE_CATALOGUE_ID ? RESOLVED_ID : undefined),
    load(this: { addWatchFile(file: string): void }, id: string) {
      if (id !== RESOLVED_ID) return undefined;
      const dir = path.join(LOCALES_DIR, SOURCE_PACK);
      // `vite dev` reloads the catalogue when a text changes.
      for (const file of fs.readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      return sourceCatalogueModule();
    },
  };
}
