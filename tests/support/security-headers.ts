// The headers every page and API answer carries, as a list of what is wrong, so
// that Playwright's and Vitest's tests both hold answers to them.
const ONE_YEAR = 365 * 24 * 60 * 60;

export function securityHeaderProblems(headers: Headers): string[] {
  const csp = headers.get('content-security-policy') ?? '';
  const problems = [
    ...["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]
      .filter((directive) => !csp.includes(directive))
      .map((directive) => `CSP lacks ${directive}`),
    ...[
      /script-src [^;]*https:\/\/js\.stripe\.com/,
      /frame-src [^;]*https:\/\/js\.stripe\.com/,
      /connect-src [^;]*https:\/\/api\.stripe\.com/,
    ]
      .filter((directive) => !directive.test(csp))
      .map((directive) => `CSP does not match ${directive}`),
  ];
  const maxAge = Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]);
  if (!(maxAge >= ONE_YEAR)) problems.push(`HSTS max-age is ${maxAge}, under a year`);
  for (const [name, value] of [
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-content-type-options', 'nosniff'],
  ] as const) {
    if (headers.get(name) !== value) problems.push(`${name} is ${headers.get(name)}, not ${value}`);
  }
  return problems;
}
