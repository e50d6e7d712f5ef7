// Where a linted file and the files it imports sit in the repo. Paths are worked out from the
// file's own name, not the working directory, so the rules hold in an editor and in tests alike.
import path from 'node:path';

const toPosix = (p) => p.split(path.sep).join('/');

/** The file's path under `<app>/src/` (e.g. 'modules/exam/exam.repo.ts') and that src root, or null. */
export const underSrc = (filename, app) => {
  const file = toPosix(filename);
  const marker = `/apps/${app}/src/`;
  const at = file.lastIndexOf(marker);
  if (at < 0) return null;
  return { root: file.slice(0, at + marker.length - 1), rel: file.slice(at + marker.length) };
};

/**
 * What an import specifier points at, as a path under the same src root (no extension guessing:
 * './exam' and './exam.ts' both give 'modules/exam'), or null for a package.
 * `alias` maps a prefix such as '@/' onto the src root (the web app's tsconfig paths).
 */
export const targetUnderSrc = (fromRel, specifier, alias) => {
  let rel;
  if (alias && specifier.startsWith(alias)) rel = specifier.slice(alias.length);
  else if (specifier.startsWith('.')) rel = path.posix.normalize(path.posix.join(path.posix.dirname(fromRel), specifier));
  else return null;
  return rel.replace(/\.(tsx?|jsx?|mjs|cjs)$/, '');
};

/** Visitor calling `check(sourceNode, specifier)` for every static or dynamic import and re-export. */
export const eachImport = (check) => {
  const fromSource = (node) => {
    if (node.source && node.source.type === 'Literal' && typeof node.source.value === 'string') check(node.source, node.source.value, node);
  };
  return {
    ImportDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ImportExpression: fromSource,
  };
};
