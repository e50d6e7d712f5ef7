import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loadTimeInitializers, wrapPure } from './pure-contracts';

const source = `
import { z } from 'zod';
export const Kind = { A: 1, B: 2 } as const;
export const LIMIT = 10;
export const kindSchema = z.enum(Kind);
const positiveId = z.number().int().positive();
export const query = z.object({ id: positiveId.optional(), kind: kindSchema.default(Kind.A) });
export const double = (n: number) => z.number().parse(n) * 2;
export const sorted = [3, 1, 2].sort();
export type KindValue = (typeof Kind)[keyof typeof Kind];
`;

/** Runs a transformed module with a fake `z` that records what was built, to compare behaviour. */
const run = (code: string) => {
  const js = ts.transpileModule(code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  const calls: string[] = [];
  const chain = (name: string): unknown =>
    new Proxy(() => undefined, {
      get: (_t, key) => chain(`${name}.${String(key)}`),
      apply: () => {
        calls.push(name);
        return chain(`${name}()`);
      },
    });
  const exports: Record<string, unknown> = {};
  new Function('exports', 'require', js)(exports, () => ({ z: chain('z') }));
  return { exports, calls };
};

describe('pure contracts (web build)', () => {
  it('wraps only the initializers that call something at load, not values, functions or types', () => {
    const wrapped = wrapPure(source, 'x.ts');
    expect(loadTimeInitializers(source, 'x.ts')).toHaveLength(4);
    expect(wrapped).toContain('export const kindSchema = /* @__PURE__ */ (() => (z.enum(Kind)))();');
    expect(wrapped).toContain('export const sorted = /* @__PURE__ */ (() => ([3, 1, 2].sort()))();');
    expect(wrapped).toContain('export const Kind = { A: 1, B: 2 } as const;');
    expect(wrapped).toContain('export const double = (n: number) => z.number().parse(n) * 2;');
  });

  it('keeps what the module does when it loads: the same values, the same calls in the same order', () => {
    const before = run(source);
    const after = run(wrapPure(source, 'x.ts'));
    expect(after.calls).toEqual(before.calls);
    expect(after.exports.LIMIT).toBe(10);
    expect(after.exports.sorted).toEqual([1, 2, 3]);
    expect(Object.keys(after.exports).sort()).toEqual(Object.keys(before.exports).sort());
  });
});
