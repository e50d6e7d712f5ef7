import ts from 'typescript';
import type { Plugin } from 'vite';

/** The shared contracts package: its modules hold plain values next to zod schemas. */
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^?]+\.ts$/;

/** Whether an expression calls anything while the module loads (calls inside functions do not count). */
const callsAtLoad = (node: ts.Node): boolean => {
  if (ts.isFunctionLike(node)) return false;
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  return ts.forEachChild(node, callsAtLoad) ?? false;
};

/**
 * The top-level initializers of a module that call something at load (`z.object(...)`,
 * `positiveId.optional()`, `Object.freeze(...)`), as [start, end] offsets, last first.
 */
export function loadTimeInitializers(code: string, fileName: string): Array<[number, number]> {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const ranges: Array<[number, number]> = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const { initializer } of statement.declarationList.declarations) {
      if (initializer && callsAtLoad(initializer)) ranges.push([initializer.getStart(source), initializer.end]);
    }
  }
  return ranges.sort((a, b) => b[0] - a[0]);
}

/**
 * Wraps each load-time initializer in a pure, immediately called arrow:
 * `/* @__PURE__ *\/ (() => (init))()`. It runs at the same moment as before; when the constant is
 * unused, the bundler drops the whole call, and with it every reference the initializer held
 * (annotating the inner calls alone left their arguments' references, e.g. `CourseType.COURSE`
 * or another schema, alive, and zod with them).
 */
export function wrapPure(code: string, fileName: string): string {
  let out = code;
  for (const [start, end] of loadTimeInitializers(code, fileName)) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

/**
 * The web imports codes and constants from @credo/contracts, whose modules also build zod
 * schemas at top level (`z.object(...)`, `positiveId.optional()`). The bundler cannot tell those
 * calls are free of side effects, so every imported module kept its schemas and the first page
 * load carried all of zod (~25 KiB gzip). Contracts declarations are pure by design (values and
 * schemas, nothing registered or mutated), so each load-time initializer is marked pure
 * (`wrapPure`) and an unused schema is dropped with the zod code only it needed. Schemas the web does use (a form's
 * `safeParse`) stay, in the lazy chunks that use them.
 */
export function pureContracts(): Plugin {
  return {
    name: 'credo:pure-contracts',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      return { code: wrapPure(code, id), map: null };
    },
  };
}
