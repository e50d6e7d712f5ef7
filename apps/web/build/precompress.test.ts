import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir = '';
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes .br and .gz beside compressible files over 1 KiB, which decompress to the original', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-precompress-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    const js = `export const text = ${JSON.stringify('repeated words '.repeat(400))};`;
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), js);
    fs.writeFileSync(path.join(dir, 'assets', 'tiny-3c4d.css'), 'a{color:red}');
    fs.writeFileSync(path.join(dir, 'assets', 'logo-5e6f.png'), Buffer.alloc(4096, 7));

    const result = await precompressDir(dir);

    expect(result.files).toBe(1);
    const base = path.join(dir, 'assets', 'app-1a2b.js');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${base}.br`)).toString()).toBe(js);
    expect(zlib.gunzipSync(fs.readFileSync(`${base}.gz`)).toString()).toBe(js);
    expect(fs.statSync(`${base}.br`).size).toBeLessThan(js.length / 10);
    // Too small to gain, and an image: left alone.
    expect(fs.existsSync(path.join(dir, 'assets', 'tiny-3c4d.css.br'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'assets', 'logo-5e6f.png.br'))).toBe(false);
  });
});
