import path from 'node:path';

import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Lets parallel test runs build into separate folders (NEXT_DIST_DIR=.next-e2e-a); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Workspaces hoist dependencies to the repository root.
  turbopack: { root: path.resolve(import.meta.dirname, '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..'),
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@react-pdf/renderer'],
};

export default nextConfig;
