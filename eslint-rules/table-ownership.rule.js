// Each table has one owner (issue 15, decision 0016): the module its db/schema/<owner>.ts is named
// after. A module imports only its own tables, plus published read models (@published) to read in
// a join; it never writes another owner's table. platform/ and db/ count as the owner 'platform'.
import path from 'node:path';
import { loadOwnership } from './schema-owners.js';
import { eachImport, targetUnderSrc, underSrc } from './source-paths.js';

const WRITES = new Set(['insert', 'update', 'delete']);
// Raw SQL: the table after from/join reads it, after insert into/update/delete from writes it.
// A schema-qualified name (public.users) counts as the table.
const SQL_TABLE = /\b(delete\s+from|insert\s+into|update|from|join)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

const ownerOf = (rel) => {
  const mod = /^modules\/([^/]+)\//.exec(rel)?.[1];
  if (mod) return mod;
  if (/^db\/(schema|seed)\//.test(rel)) return null; // the schema itself; the seed writes everything
  if (/^(platform|db)\//.test(rel)) return 'platform';
  return null;
};

const isSchema = (target) => target === 'db/schema' || target?.startsWith('db/schema/');

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A module queries only its own tables and reads only published ones of others.' },
    schema: [],
    messages: {
      notOwned: "Table '{{table}}' belongs to {{owner}} and is not a published read model: ask {{owner}}'s face instead of querying it.",
      foreignWrite: "Only {{owner}} writes '{{table}}': call {{owner}}'s face to change it.",
      namespace: 'Import tables by name from db/schema, so the ownership check can read each one.',
      reexport: 'A module does not re-export tables: each file imports the tables it queries from db/schema, where the ownership check sees them.',
    },
  },
  create(context) {
    const file = underSrc(context.filename, 'server');
    const own = file && ownerOf(file.rel);
    if (!own) return {};
    const { byName, bySql } = loadOwnership(path.join(file.root, 'db', 'schema'));
    /** Local names bound to another owner's tables. */
    const foreign = new Map();
    const sqlTables = (quasi, node) => {
      for (const [, verb, name] of quasi.matchAll(SQL_TABLE)) {
        const table = bySql.get(name.toLowerCase());
        if (!table || table.owner === own) continue;
        const write = !/^(from|join)$/i.test(verb);
        if (write) context.report({ node, messageId: 'foreignWrite', data: { table: table.sqlName, owner: table.owner } });
        else if (!table.published) context.report({ node, messageId: 'notOwned', data: { table: table.sqlName, owner: table.owner } });
      }
    };
    return {
      ...eachImport((source, specifier, node) => {
        if (node.type !== 'ImportDeclaration' || !isSchema(targetUnderSrc(file.rel, specifier))) return;
        if (node.importKind === 'type') return; // a type cannot query
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportNamespaceSpecifier') {
            // db/client.ts hands the whole schema to drizzle; anywhere else, name the tables.
            if (!file.rel.startsWith('db/')) context.report({ node: spec, messageId: 'namespace' });
            continue;
          }
          if (spec.type !== 'ImportSpecifier' || spec.importKind === 'type') continue;
          const table = byName.get(spec.imported.name ?? spec.imported.value);
          if (!table || table.owner === own) continue;
          foreign.set(spec.local.name, table);
          if (!table.published) context.report({ node: spec, messageId: 'notOwned', data: { table: table.sqlName, owner: table.owner } });
        }
      }),
      // `export { users } from '…/db/schema'` would hand a table to files that never import it.
      ExportNamedDeclaration(node) {
        if (node.source && isSchema(targetUnderSrc(file.rel, node.source.value))) context.report({ node, messageId: 'reexport' });
      },
      ExportAllDeclaration(node) {
        if (isSchema(targetUnderSrc(file.rel, node.source.value))) context.report({ node, messageId: 'reexport' });
      },
      // drizzle's relational API (db.query.<table>.findMany()) reads a table with no import of it.
      MemberExpression(node) {
        const { object, property } = node;
        if (object.type !== 'MemberExpression' || object.property.type !== 'Identifier' || object.property.name !== 'query') return;
        if (property.type !== 'Identifier') return;
        const table = byName.get(property.name);
        if (table && table.owner !== own && !table.published) {
          context.report({ node: property, messageId: 'notOwned', data: { table: table.sqlName, owner: table.owner } });
        }
      },
      CallExpression(node) {
        const { callee } = node;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name)) return;
        const arg = node.arguments[0];
        const table = arg?.type === 'Identifier' ? foreign.get(arg.name) : undefined;
        if (table) context.report({ node: arg, messageId: 'foreignWrite', data: { table: table.sqlName, owner: table.owner } });
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        sqlTables(node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ? '), node);
      },
    };
  },
};
