import fs from 'node:fs';
import path from 'node:path';
import { isPageNamespace, PAGE_NAMESPACES, SOURCE_PACK, startPart } from './index';
import { LOCALES_DIR, readPackFiles } from './node';

/** The module id the web imports its bundled English start pack from (apps/web/src/i18n/catalogues.ts). */
export const SOURCE_CATALOGUE_ID = 'virtual:credo-source-catalogue';
/** The module id of the loaders of the English page namespaces, one lazy chunk each. */
export const SOURCE_NAMESPACES_ID = 'virtual:credo-source-namespaces';
/** `virtual:credo-source-namespace/<namespace>`: one English page namespace. */
export const SOURCE_NAMESPACE_PREFIX = 'virtual:credo-source-namespace/';

/** What the virtual module holds: the source pack's start part (no SERVER_NAMESPACES, no PAGE_NAMESPACES), one literal. */
export const sourceCatalogueModule = (): string => `export default ${JSON.stringify(startPart(readPackFiles(SOURCE_PACK, 'web')))};\n`;

/** `{ <namespace>: () => import(<its module>) }` for every page namespace: each becomes a chunk of its own. */
export const sourceNamespacesModule = (): string =>
  `export default {\n${PAGE_NAMESPACES.map((ns) => `  ${JSON.stringify(ns)}: () => import(${JSON.stringify(SOURCE_NAMESPACE_PREFIX + ns)}),`).join('\n')}\n};\n`;

/** One English page namespace as a literal (its file as the server reads it). */
export const sourceNamespaceModule = (namespace: string): string => `export default ${JSON.stringify(readPackFiles(SOURCE_PACK, 'web')[namespace] ?? {})};\n`;

/**
 * A Vite plugin serving the web's bundled English texts. It reads the namespace files the way the
 * server does (node.ts), so SERVER_NAMESPACES and PAGE_NAMESPACES in index.ts are the one list of
 * what stays off the web and what loads with pages: an import.meta.glob could only select files by
 * literals repeated in the web. The start pack is one object literal (lighter than a module per file);
 * each page namespace is a module of its own, loaded with the routes that show it (issue 19).
 */
export function sourceCatalogue() {
  return {
    name: 'credo-source-catalogue',
    resolveId: (id: string) => (id === SOURCE_CATALOGUE_ID || id === SOURCE_NAMESPACES_ID || id.startsWith(SOURCE_NAMESPACE_PREFIX) ? `\0${id}` : undefined),
    load(this: { addWatchFile(file: string): void }, resolved: string) {
      if (!resolved.startsWith('\0')) return undefined;
      const id = resolved.slice(1);
      if (id === SOURCE_NAMESPACES_ID) return sourceNamespacesModule();
      const dir = path.join(LOCALES_DIR, SOURCE_PACK);
      if (id === SOURCE_CATALOGUE_ID) {
        // `vite dev` reloads the catalogue when a text changes.
        for (const file of fs.readdirSync(dir)) this.addWatchFile(path.join(dir, file));
        return sourceCatalogueModule();
      }
      if (!id.startsWith(SOURCE_NAMESPACE_PREFIX)) return undefined;
      const namespace = id.slice(SOURCE_NAMESPACE_PREFIX.length);
      if (!isPageNamespace(namespace)) throw new Error(`${namespace} is not one of PAGE_NAMESPACES (packages/i18n/src/index.ts)`);
      this.addWatchFile(path.join(dir, `${namespace}.json`));
      return sourceNamespaceModule(namespace);
    },
  };
}
