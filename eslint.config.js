// ESLint: TypeScript rules plus the import boundaries of DESIGN.md, enforced with no-restricted-imports.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const crossModule = {
  // A server module reaches another module only through its service (…/<module>/<module>.service).
  regex: '^\\.\\./(?!\\.\\.)[^/]+/(?![^/]+\\.service$).+',
  message: 'Import another server module only through its service file.',
};

const sharedBoundary = { group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'], message: 'shared/ is used by features and app; it imports neither.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**'] },
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
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@credo/server*', '@credo/web*', '**/apps/**'], message: 'contracts imports neither app.' }] }],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.ts'],
    // Tests may drive another module's test helpers (e.g. the OIDC browser of the idp module).
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [crossModule, { group: ['@credo/web*'], message: 'The server never imports the web app.' }] }] },
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
      'no-restricted-imports': ['error', { patterns: [
        sharedBoundary,
        { group: ['antd', 'antd/*', '@ant-design/*'], message: 'shared/ui stays free of antd (decision 0012); put antd parts in shared/antd.' },
      ] }],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@/features/*'], message: 'Features do not import each other; move shared code to @/shared.' },
        { group: ['@/app/*', '**/app/*'], message: 'Features do not import the app layer.' },
        { regex: '^\\.\\./\\.\\./\\.\\./', message: 'Relative imports must stay inside the feature; use @/shared.' },
      ] }],
    },
  },
);
