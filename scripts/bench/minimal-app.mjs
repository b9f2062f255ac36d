// The framework's floor: the smallest App Router page that still has what a
// real page needs (language, title, description, viewport), built and served
// by the same Next.js and React as the site. Beside it, for the load figures,
// the same page rendered per request and the smallest route handler: what
// Next.js itself costs for each kind of answer on this machine; and a page as
// long as the landing page, in its characters, for what length alone costs.
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
export const MINIMAL_PATHS = {
  page: '/',
  perRequest: '/per-request',
  routeHandler: '/api/hello',
  sameLength: '/same-length',
};

/** About what the minimal page's HTML holds besides its text, in characters. */
export const MINIMAL_SHELL_CHARS = 5000;

/**
 * Text that makes the minimal page as long as `html` and writes it in the same
 * characters: the page's own words, tags and scripts removed, repeated. A page
 * carries its text twice (in the HTML, and in the RSC payload that hydrates it),
 * hence half. Its euro signs and typographic quotes matter: one character
 * outside Latin-1 makes V8 keep the whole page as UTF-16, slower to measure and
 * to write.
 */
export function sameLengthText(html, shellChars = MINIMAL_SHELL_CHARS) {
  const words = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const length = Math.max(0, Math.round((html.length - shellChars) / 2));
  if (!words) return ''.padEnd(length, 'x');
  return `${words} `.repeat(Math.ceil(length / (words.length + 1))).slice(0, length);
}

/** Writes the minimal app into `dir` (replacing what was there), its long page holding `longText`. */
export function writeMinimalApp(dir, projectRoot, longText = '') {
  rmSync(dir, { recursive: true, force: true });
  const all = {
    ...files,
    'app/same-length/text.js': `export const text = ${JSON.stringify(longText)};\n`,
    'app/same-length/page.jsx': `import { text } from './text.js';

/** As long as the page it stands beside, in its characters (scripts/bench/minimal-app.mjs). */
export default function Page() {
  return (
    <main>
      <p>{text}</p>
    </main>
  );
}
`,
  };
  for (const [name, content] of Object.entries(all)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, typeof content === 'function' ? content(projectRoot) : content);
  }
}
