// Each boundary rule of eslint.config.js shown failing (and passing) on small sources linted with
// the repo's real config, at the paths where `npm run lint` would meet them (issue 15).
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  // ignore: false lets the loop fixtures (ignored by `npm run lint`, which must stay green) be linted.
  eslint = new ESLint({ cwd: root, ignore: false });
});

/** The rule ids and messages the real config reports for `code` as if it were the file at `file`. */
const lint = async (file: string, code: string, rule?: string | RegExp) => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => !rule || (typeof rule === 'string' ? m.ruleId === rule : rule.test(m.ruleId ?? '')))
    .map((m) => `${m.ruleId}: ${m.message}`);
};

describe('credo/module-faces, module-floors, layer-fence', () => {
  const rule = /^credo\/(module-faces|module-floors|layer-fence)$/;
  it('refuses a deep import into another module, also from a sub-folder', async () => {
    expect(await lint('apps/server/src/modules/certification/probe.ts', "export { x } from '../exam/exam.service';\n", rule)).toEqual([
      expect.stringContaining("Reach module 'exam' only through its face modules/exam/index.ts"),
    ]);
    expect(await lint('apps/server/src/modules/idp/views/probe.ts', "import { y } from '../../user/user.repo';\nexport const z = y;\n", rule)).toEqual([
      expect.stringContaining("Reach module 'user' only through its face"),
    ]);
  });

  it('lets a module use a lower module through its face, by either spelling', async () => {
    expect(
      await lint('apps/server/src/modules/certification/probe.ts', "export { x } from '../exam';\nexport { y } from '../enrolment/index';\n", rule),
    ).toEqual([]);
  });

  it('refuses an import to a higher floor, even through the face', async () => {
    expect(await lint('apps/server/src/modules/exam/probe.ts', "export { x } from '../certification/index';\n", rule)).toEqual([
      expect.stringContaining("Module 'exam' (floor 3) may not import 'certification' (floor 4)"),
    ]);
  });

  it('fences platform/ and db/ from every module, dynamic imports too', async () => {
    expect(await lint('apps/server/src/platform/probe.ts', "export { x } from '../modules/user';\n", rule)).toEqual([
      expect.stringContaining('platform/ sits below every module'),
    ]);
    expect(await lint('apps/server/src/db/probe.ts', "export const load = () => import('../modules/idp/idp.service');\n", rule)).toEqual([
      expect.stringContaining('db/ sits below every module'),
    ]);
  });

  it("refuses a face that hands out its module's repo or a table", async () => {
    expect(
      await lint(
        'apps/server/src/modules/exam/index.ts',
        "export { findExam } from './exam.repo';\nexport * from '../../db/schema/exam';\nexport { submit } from './exam.service';\n",
        rule,
      ),
    ).toEqual([expect.stringContaining('never a repo or a table'), expect.stringContaining('never a repo or a table')]);
  });

  it('leaves tests and test kits free to reach anything', async () => {
    expect(await lint('apps/server/src/modules/certification/probe.test.ts', "export { x } from '../exam/exam.repo';\n", rule)).toEqual([]);
    expect(await lint('apps/server/src/modules/certification/probe-test-kit.ts', "export { x } from '../exam/exam.repo';\n", rule)).toEqual([]);
  });
});

describe('credo/table-ownership: only the owner queries its tables', () => {
  const rule = 'credo/table-ownership';
  it("refuses a module's import of another owner's table that is not published", async () => {
    expect(
      await lint(
        'apps/server/src/modules/exam/probe.ts',
        "import { registrations, exams } from '../../db/schema';\nexport const t = [registrations, exams];\n",
        rule,
      ),
    ).toEqual([expect.stringContaining("Table 'registrations' belongs to learning and is not a published read model")]);
  });

  it('lets a module read a published table, and write its own', async () => {
    const code =
      "import { certifications, exams } from '../../db/schema/index';\n" +
      'export const go = (db: any) => [db.select().from(certifications), db.update(exams).set({}), db.insert(exams).values({})];\n';
    expect(await lint('apps/server/src/modules/exam/probe.ts', code, rule)).toEqual([]);
  });

  it('refuses a write to a published table of another owner, through drizzle or raw SQL', async () => {
    const code =
      "import { sql } from 'drizzle-orm';\nimport { certifications } from '../../db/schema';\n" +
      'export const go = (db: any) => [db.delete(certifications), db.execute(sql`update chapters set sort = 0`)];\n';
    expect(await lint('apps/server/src/modules/exam/probe.ts', code, rule)).toEqual([
      expect.stringContaining("Only catalogue writes 'certifications'"),
      expect.stringContaining("Only catalogue writes 'chapters'"),
    ]);
  });

  it("refuses a raw SQL read of another owner's unpublished table, and a namespace import", async () => {
    const code =
      "import { sql } from 'drizzle-orm';\nimport * as schema from '../../db/schema';\n" +
      'export const go = (db: any) => [schema, db.execute(sql`select 1 from credit_grants g join users u on u.id = g.user_id`)];\n';
    expect(await lint('apps/server/src/modules/exam/probe.ts', code, rule)).toEqual([
      expect.stringContaining('Import tables by name'),
      expect.stringContaining("Table 'credit_grants' belongs to learning"),
      expect.stringContaining("Table 'users' belongs to user"),
    ]);
  });

  it("refuses another owner's table read through drizzle's query API, a schema-qualified name, or handed on by a re-export", async () => {
    const code =
      "import { sql } from 'drizzle-orm';\nexport { creditGrants } from '../../db/schema';\n" +
      'export const go = (db: any) => [db.query.registrations.findMany(), db.query.certifications.findMany(), db.execute(sql`select 1 from public.users`)];\n';
    expect(await lint('apps/server/src/modules/exam/probe.ts', code, rule)).toEqual([
      expect.stringContaining('A module does not re-export tables'),
      expect.stringContaining("Table 'registrations' belongs to learning"),
      expect.stringContaining("Table 'users' belongs to user"),
    ]);
  });

  it("holds platform/ to the platform tables (sessions are auth's)", async () => {
    expect(
      await lint('apps/server/src/platform/probe.ts', "import { sessions, sites } from '../db/schema';\nexport const t = [sessions, sites];\n", rule),
    ).toEqual([expect.stringContaining("Table 'sessions' belongs to auth")]);
  });
});

describe('credo/web-features: features do not import each other by any path', () => {
  const rule = 'credo/web-features';
  it('refuses a relative and an aliased import of another feature', async () => {
    expect(
      await lint(
        'apps/web/src/features/exam/pages/probe.tsx',
        "export { x } from '../../course/api/get-detail';\nexport { y } from '@/features/news/model';\n",
        rule,
      ),
    ).toEqual([
      expect.stringContaining("Feature 'exam' may not import feature 'course'"),
      expect.stringContaining("Feature 'exam' may not import feature 'news'"),
    ]);
  });

  it('lets a feature import its own files and shared/', async () => {
    expect(
      await lint('apps/web/src/features/exam/pages/probe.tsx', "export { x } from '../api/get-paper';\nexport { y } from '@/shared/ui/button';\n", rule),
    ).toEqual([]);
  });
});

describe('credo/filename-case and import-x/no-cycle', () => {
  it('refuses a file name that is not kebab-case', async () => {
    expect(await lint('apps/server/src/modules/exam/examPaper.repo.ts', 'export const a = 1;\n', 'credo/filename-case')).toEqual([
      expect.stringContaining("'examPaper.repo.ts' is not kebab-case"),
    ]);
    expect(await lint('apps/server/src/modules/exam/exam-paper.repo.ts', 'export const a = 1;\n', 'credo/filename-case')).toEqual([]);
  });

  it('refuses an import loop', async () => {
    const results = await eslint.lintFiles([path.join(root, 'eslint-rules/fixtures/cycle/first-half.ts')]);
    expect(results[0].messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
