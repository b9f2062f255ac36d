// The framework's floor: the smallest App Router page that still has what a
// real page needs (language, title, description, viewport), built and served
// by the same Next.js and React as the site. Beside it, for the load figures,
// the same page rendered per request and the smallest route handler: what
// Next.js itself costs for each kind of answer on this machine.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const files = {
  'package.json': JSON.stringify({ name: 'bench-minimal', private: true, type: 'module' }, null, 2),
  'next.config.mjs': (root) => `export default {
  turbopack: { root: ${JSON.stringify(root)} },
  outputFileTracingRoot: ${JSON.stringify(root)},
  poweredByHeader: false,
};
`,
  'app/layout.jsx': `export const metadata = {
  title: 'Minimal Next.js page',
  description: 'The smallest App Router page, used as the floor the storefront is measured against.',
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `export default function Page() {
  return (
    <main>
      <h1>Hello</h1>
      <p>A minimal Next.js page: the framework's own JavaScript and nothing else.</p>
    </main>
  );
}
`,
  'app/per-request/page.jsx': `import { headers } from 'next/headers';

/** The same page, rendered for every request (reading a header makes it dynamic). */
export default async function Page() {
  const agent = (await headers()).get('user-agent');
  return (
    <main>
      <h1>Hello</h1>
      <p>Rendered for {agent}.</p>
    </main>
  );
}
`,
  'app/api/hello/route.js': `import { headers } from 'next/headers';

/** The smallest route handler that answers each request itself. */
export async function GET() {
  return Response.json({ agent: (await headers()).get('user-agent') });
}
`,
};

/** The paths of the minimal app that the load figures measure. */
export const MINIMAL_PATHS = { page: '/', perRequest: '/per-request', routeHandler: '/api/hello' };

/** Writes the minimal app into `dir` (replacing what was there). */
export function writeMinimalApp(dir, projectRoot) {
  rmSync(dir, { recursive: true, force: true });
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'function' ? content(projectRoot) : content);
  }
}
