import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-test/**',
    'node_modules/**',
    'bench-results/**',
    'test-results/**',
    'test-reports/**',
    'next-env.d.ts',
  ]),
]);
