import { describe, expect, it } from 'vitest';
import { routePreloadsOf } from './route-preloads';

const root = '/repo/apps/web';
/** A chunk as Rollup hands it to generateBundle, with Vite's record of the stylesheets it imports. */
const chunk = (fileName: string, imports: string[], opts: { entry?: boolean; module?: string; css?: string[]; facade?: string } = {}) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: opts.entry ?? false,
    facadeModuleId: opts.facade ?? (opts.module ? `${root}/${opts.module}` : null),
    viteMetadata: { importedCss: new Set(opts.css ?? []) },
  }) as never;

describe('route preloads of the build', () => {
  it("name each budgeted page's chunk, its static imports and their stylesheets, less the entry's first load", () => {
    const chunks = [
      chunk('assets/index.js', ['assets/react.js', 'assets/shared.js'], { entry: true, css: ['assets/index.css'] }),
      chunk('assets/react.js', []),
      chunk('assets/shared.js', []),
      chunk('assets/home-page.js', ['assets/shared.js', 'assets/skeleton.js'], {
        module: 'src/features/home/pages/home-page.tsx',
        css: ['assets/home-page.css'],
      }),
      chunk('assets/skeleton.js', ['assets/react.js'], { css: ['assets/skeleton.css', 'assets/home-page.css'] }),
      chunk('assets/payment-page.js', [], { module: 'src/features/payment/pages/payment-page.tsx' }),
      // The English page namespaces, one chunk each (packages/i18n/src/vite.ts); home shows 'home'.
      chunk('assets/home.js', [], { facade: '\0virtual:credo-source-namespace/home' }),
      chunk('assets/payment.js', [], { facade: '\0virtual:credo-source-namespace/payment' }),
      chunk('assets/exam.js', [], { facade: '\0virtual:credo-source-namespace/exam' }),
    ];
    const table = routePreloadsOf(chunks, root);
    // The page's texts last: they are needed only once the boot has chosen the language.
    expect(table['/']).toEqual(['assets/home-page.js', 'assets/skeleton.js', 'assets/home-page.css', 'assets/skeleton.css', 'assets/home.js']);
    expect(table['/payment']).toEqual(['assets/payment-page.js', 'assets/payment.js']);
    // A budgeted page that is not in this build has no line.
    expect(table['/my-learning']).toBeUndefined();
  });
});
