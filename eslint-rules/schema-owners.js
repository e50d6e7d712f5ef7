// The table ownership map, read from where it is defined: a table belongs to the module its
// schema file is named after (db/schema/<owner>.ts), and it is a published read model when its
// doc comment says @published (issue 15, decision 0016). No second list to keep in step.
import fs from 'node:fs';
import path from 'node:path';

const TABLE = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/\n)?export const (\w+) = pgTable\(\s*'([^']+)'/g;

/** Parses one schema file's text into its tables: export name, SQL name, published flag. */
export const tablesOf = (text) => [...text.matchAll(TABLE)].map(([, doc, name, sqlName]) => ({ name, sqlName, published: /@published\b/.test(doc ?? '') }));

const cache = new Map();

/**
 * Every table of `schemaDir` by export name and by SQL name, each with its owner. Cached per
 * directory and the files' modification times, so an editor session sees a new table.
 */
export const loadOwnership = (schemaDir) => {
  const files = fs.readdirSync(schemaDir).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'));
  const stamp = files.map((f) => `${f}:${fs.statSync(path.join(schemaDir, f)).mtimeMs}`).join('|');
  const hit = cache.get(schemaDir);
  if (hit && hit.stamp === stamp) return hit.map;
  const byName = new Map();
  const bySql = new Map();
  for (const file of files) {
    const owner = file.replace(/\.ts$/, '');
    for (const table of tablesOf(fs.readFileSync(path.join(schemaDir, file), 'utf8'))) {
      const entry = { ...table, owner };
      byName.set(table.name, entry);
      bySql.set(table.sqlName, entry);
    }
  }
  const map = { byName, bySql };
  cache.set(schemaDir, { stamp, map });
  return map;
};
