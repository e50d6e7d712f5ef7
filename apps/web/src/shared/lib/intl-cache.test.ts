import { afterEach, describe, expect, it, vi } from 'vitest';

const originals = { PluralRules: Intl.PluralRules, DateTimeFormat: Intl.DateTimeFormat };
afterEach(() => Object.assign(Intl, originals));

/** Intl's plural rules and date formatters as they are built, with their locale and options. */
const countBuilds = () => {
  const built: string[] = [];
  Object.assign(Intl, {
    PluralRules: class extends originals.PluralRules {
      constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
        super(...args);
        built.push(`plurals ${String(args[0])}`);
      }
    },
    DateTimeFormat: class extends originals.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built.push(`dates ${String(args[0])} ${JSON.stringify(args[1])}`);
      }
    },
  });
  return built;
};

describe('warmIntl', () => {
  it('builds plural rules and a date formatter in a task of its own, once per page load', async () => {
    vi.resetModules();
    const { dateTimeFormat, warmIntl } = await import('./intl-cache');
    const built = countBuilds();
    warmIntl('ar');
    // Not in the caller's task: the boot's request goes out first.
    expect(built).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(built).toEqual(['plurals ar', 'dates ar {"day":"numeric","month":"short"}']);
    warmIntl('ar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The warmed formatter is the cache's: a page asking for it builds none.
    dateTimeFormat('ar', { day: 'numeric', month: 'short' });
    expect(built).toHaveLength(2);
  });
});
