import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next*/**',
      'web/next-env.d.ts',
      'studio/dist/**',
      'studio/.sanity/**',
      'web/lib/content/sanity.types.ts',
      'test-results/**',
      'playwright-report/**',
      '.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      ...reactHooks.configs.recommended.rules,
    },
    settings: { next: { rootDir: 'web' } },
  },
  {
    // A test that dereferences what it just checked may say so; a wrong guess fails the test anyway.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Only web/lib/env.ts reads the environment: one module validates it, and says what is missing.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/env.ts', 'web/instrumentation.ts', 'web/**/*.test.ts', 'web/next.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through getConfig() in web/lib/env.ts.' },
      ],
    },
  },
  {
    // Pages and route handlers call domain functions; only web/lib reaches the database.
    files: ['web/app/**/*.{ts,tsx}', 'web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/db', '@/lib/db/*', '**/lib/db', '**/lib/db/*'],
              message: 'Call a domain function in web/lib instead of the database.',
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in web/lib/db/, one file per table.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['web/lib/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL belongs in web/lib/db/, in the file of the table it reads or writes.',
        },
      ],
    },
  },
);
