// `node --import tsx apps/web/build/first-load.ts <out.json>`: one production build of the web app
// in memory (its own vite.config.ts, without writing dist or pre-compressing) and, per chunk, what
// the first-load budget test (first-load-budget.test.ts) walks: the file, whether it is the entry,
// the module it was made for, its static imports, the modules inside it and its gzip size.
// A separate process because the web test project runs in jsdom, where Vite cannot build.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, loadConfigFromFile, type PluginOption, type Rollup } from 'vite';

export type BuiltChunk = { fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[]; moduleIds: string[]; gzip: number };

export async function buildChunks(): Promise<BuiltChunk[]> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, `${root}vite.config.ts`, root, 'warn');
  if (!loaded) throw new Error('apps/web/vite.config.ts not found');
  const config = loaded.config;
  const plugins = (config.plugins ?? [])
    .flat(Infinity as 1)
    .filter((p: PluginOption) => !(p && typeof p === 'object' && 'name' in p && p.name === 'credo-precompress'));
  const output = await build({ ...config, plugins, configFile: false, root, logLevel: 'warn', build: { ...config.build, write: false, manifest: false } });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs
    .flatMap((o) => o.output)
    .filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    .map((c) => ({
      fileName: c.fileName,
      isEntry: c.isEntry,
      facadeModuleId: c.facadeModuleId,
      imports: c.imports,
      moduleIds: c.moduleIds,
      gzip: gzipSync(c.code, { level: 9 }).length,
    }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  const out = process.argv[2];
  if (!out) throw new Error('usage: first-load.ts <out.json>');
  fs.writeFileSync(out, JSON.stringify(await buildChunks()));
}
