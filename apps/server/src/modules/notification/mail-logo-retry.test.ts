import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailLogo, setMediaDir } from './mail-logo';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-mail-logo-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('mail logo rasterising', () => {
  it('does not remember a failure: a logo that could not be read is drawn on the next try', async () => {
    setMediaDir(dir);
    expect(await mailLogo('/media/late-logo.svg')).toBeNull();
    fs.writeFileSync(
      path.join(dir, 'late-logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50"><rect width="200" height="50" fill="#c00"/></svg>',
    );
    const drawn = await mailLogo('/media/late-logo.svg');
    expect(drawn?.width).toBe(160);
    expect(drawn?.height).toBe(40);
  });
});
