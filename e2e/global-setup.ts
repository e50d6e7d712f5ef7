import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

/**
 * Starts the server once on an empty data directory, as a first `npm start` does (migrations and
 * the demo seed), and stops it. Each test file then starts its own server on a copy of that
 * directory: the files stay independent, and the migrate-and-seed start (half of a start on the
 * 2-core CI machine) is paid once per run instead of once per file.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'credo-e2e-seeded-'));
  // The one start that migrates and seeds: on a machine busy with other work it can take minutes.
  const server = await startServer({ DATA_DIR: dir }, 300_000);
  await server.stop();
  project.provide('seededDataDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  // Module augmentation needs an interface: this is how vitest types what globalSetup provides.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    seededDataDir: string;
  }
}
