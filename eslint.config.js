// ESLint: TypeScript rules plus the import boundaries of DESIGN.md: no-restricted-imports, no import
// loops (import-x), and Credo's own rules in eslint-rules/ (module faces and floors, table owners,
// web features apart, kebab-case names), each shown failing in eslint-rules/lint-rules.test.ts.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import credo from './eslint-rules/index.js';

// Tests and what only tests use may reach anything (another module's test kit, a table to arrange a case): issue 15.
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/*test-kit*.ts', '**/*test-helpers*.ts', '**/*-fixtures.ts'];

const sharedBoundary = {
  group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
  message: 'shared/ is used by features and app; it imports neither.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**', 'eslint-rules/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
    },
  },
  {
    plugins: { credo },
    rules: { 'credo/filename-case': 'error' },
  },
  {
    // No import loops on the server or the web (issue 15); the fixtures are the rule's own test.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts', 'eslint-rules/fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/*/tsconfig.json'].map((p) => `${import.meta.dirname}/${p}`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@credo/server*', '@credo/web*', '**/apps/**'], message: 'contracts imports neither app.' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@credo/web*'], message: 'The server never imports the web app.' }] }] },
  },
  {
    // Module faces, floors, and platform/ and db/ below every module; each table's owner alone
    // queries it (eslint-rules/, decision 0016).
    files: ['apps/server/src/modules/**/*.ts', 'apps/server/src/platform/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'credo/layer-fence': 'error',
      'credo/module-faces': 'error',
      'credo/module-floors': 'error',
      'credo/table-ownership': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['apps/web/src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedBoundary] }] },
  },
  {
    // Decision 0012: the shell and the course list and detail are built from shared/ui without antd
    // (their first load has a budget); antd parts live in shared/antd and load with what uses them.
    files: ['apps/web/src/shared/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedBoundary,
            { group: ['antd', 'antd/*', '@ant-design/*'], message: 'shared/ui stays free of antd (decision 0012); put antd parts in shared/antd.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*'], message: 'Features do not import each other; move shared code to @/shared.' },
            { group: ['@/app/*', '**/app/*'], message: 'Features do not import the app layer.' },
            { regex: '^\\.\\./\\.\\./\\.\\./', message: 'Relative imports must stay inside the feature; use @/shared.' },
          ],
        },
      ],
      // Any path to another feature, '../../<feature>' included (issue 15).
      'credo/web-features': 'error',
    },
  },
);
