import path from 'node:path';

import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Workspaces hoist dependencies to the repository root.
  turbopack: { root: path.resolve(import.meta.dirname, '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..'),
  poweredByHeader: false,
  reactStrictMode: true,
  // PGlite ships WebAssembly and data files it loads from its own folder at run time.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@react-pdf/renderer'],
};

export default nextConfig;
