// Generators for the API fuzzing: the routes' real field names with plausible
// values, wrong types, unicode, very long strings, missing and extra fields, and
// text that is not JSON.
import fc from 'fast-check';

export const tricky = fc.constantFrom(
  '',
  ' ',
  ' \t\n ',
  '\u0000',
  'Zo\u0000ë',
  '🌱',
  '🌱🌱a',
  '👩‍👩‍👧‍👦',
  '\u200b\u200b\u200b',
  '\u00a0\u00a0ab\u00a0',
  '\ud800',
  '\ufeff',
  'Zoë Ångström',
  '<script>alert(1)</script>',
  "'; drop table public.members; --",
  '${7*7}',
  '__proto__',
  'null',
  '9.9',
  'NaN',
);
/** Astral characters: Postgres counts code points where JavaScript counts UTF-16 units. */
export const astral = fc.string({ unit: fc.constantFrom('🌱', '𝔘', '😀', '👩‍👩‍👧'), minLength: 1, maxLength: 12 });
export const unicodeText = fc.string({ unit: 'grapheme', maxLength: 60 });
/** Any code points, including controls, NUL and lone surrogates. */
export const binaryText = fc.string({ unit: 'binary', maxLength: 30 });
/** Up to ~20 KB, so some bodies pass the 16 KB limit and some stay under it. */
export const longText = fc
  .tuple(fc.oneof(fc.constant('a'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 3 })), fc.nat(20_000))
  .map(([piece, length]) => piece.repeat(Math.ceil((length + 1) / piece.length)).slice(0, length + 100));
export const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
);
export const anyValue = fc.oneof(
  tricky,
  astral,
  unicodeText,
  binaryText,
  { arbitrary: longText, weight: 1 },
  wrongType,
);

/** Plain addresses mostly; sometimes the odd but legal ones fast-check knows, or one with a defect; padded or in capitals. */
export const emailAddress = fc
  .oneof(
    { arbitrary: plainAddress(), weight: 4 },
    { arbitrary: fc.emailAddress(), weight: 1 },
    { arbitrary: brokenAddress(), weight: 2 },
  )
  .chain((address) => fc.constantFrom(address, ` ${address}\t`, address.toUpperCase()));

/** An address with one thing wrong, as people mistype them (and one, `a@b`, that is legal but odd). */
function brokenAddress(): fc.Arbitrary<string> {
  return fc.tuple(plainAddress(), fc.nat()).map(([address, seed]) => {
    const [local, domain] = address.split('@') as [string, string];
    const defects = [
      `${local}${domain}`,
      `${local}@@${domain}`,
      `${local} @${domain}`,
      `${local}@${domain.replace('.', ' .')}`,
      `${local}@`,
      `@${domain}`,
      `${local}@${domain}.`,
      `.${local}@${domain}`,
      `${local}@.${domain}`,
      `<${local}@${domain}>`,
      `${local}@${domain.split('.')[0]}`,
      `${local}@${domain}\u200b`,
      `${local}@${'a'.repeat(250)}.com`,
    ];
    return defects[seed % defects.length]!;
  });
}

function plainAddress(): fc.Arbitrary<string> {
  const word = fc.stringMatching(/^[a-z0-9]{1,6}$/);
  const local = fc
    .tuple(word, fc.array(fc.tuple(fc.constantFrom('.', '_', '+', '-'), word), { maxLength: 2 }))
    .map(([first, rest]) => first + rest.map(([mark, part]) => mark + part).join(''));
  return fc
    .tuple(local, fc.constantFrom('example.com', 'example.org', 'mail.example.net'))
    .map(([name, domain]) => `${name}@${domain}`);
}

/**
 * Around a minimum length: two characters short to one more, mostly letters,
 * with accents, astral characters and spaces, sometimes padded with spaces.
 */
export const nearLength = (min: number) =>
  fc
    .tuple(
      fc.string({
        unit: fc.constantFrom('a', 'b', 'c', 'é', '🌱', ' ', '\u00a0'),
        minLength: Math.max(0, min - 2),
        maxLength: min + 1,
      }),
      fc.constantFrom('', '', ' ', '\t '),
    )
    .map(([text, pad]) => `${pad}${text}${pad}`);

/** Text of `min` to `max` characters, sometimes astral, sometimes right at the minimum. */
export const textOf = (min: number, max: number) =>
  fc.oneof(
    { arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: max }), weight: 3 },
    { arbitrary: astral, weight: 1 },
    { arbitrary: nearLength(min), weight: 2 },
  );

/** A password a member may choose: 10 characters or more, not mostly spaces; sometimes just short of it. */
export const newPassword = fc.oneof(
  {
    arbitrary: fc
      .string({ unit: 'grapheme', minLength: 10, maxLength: 60 })
      .filter((value) => value.trim().length >= 10 && value.length <= 256),
    weight: 3,
  },
  { arbitrary: nearLength(10), weight: 2 },
);

/** The shape of a sign-in link's token (URL-safe base64), of lengths around the real 43. */
export const linkToken = fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/);

export type Fields = Record<string, fc.Arbitrary<unknown>>;

/** The route's fields, each valid or not, any of them missing, sometimes with extra fields. */
export function objectBody(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const loose = Object.fromEntries(
    Object.entries(fields).map(([name, valid]) => [name, fc.oneof({ arbitrary: valid, weight: 3 }, anyValue)]),
  );
  const extraKey = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'id'));
  return fc
    .tuple(
      fc.record(loose, { requiredKeys: [] }),
      fc.option(fc.dictionary(extraKey, anyValue, { minKeys: 1, maxKeys: 3 }), { nil: undefined }),
    )
    .map(([known, extra]) => (extra ? { ...extra, ...known } : known));
}

/** Raw request bodies: mostly JSON of the route's shape, some any JSON, some not JSON at all. */
export function rawBody(fields: Fields, valid: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  const value = fc.oneof(
    { arbitrary: objectBody(fields), weight: 3 },
    { arbitrary: valid, weight: 4 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
  const json = value.map((body) => JSON.stringify(body));
  return fc.oneof(
    { arbitrary: json, weight: 8 },
    { arbitrary: unicodeText, weight: 1 },
    { arbitrary: json.chain((text) => fc.nat(text.length).map((cut) => text.slice(0, cut))), weight: 1 },
  );
}

export const JSON_CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8'];
export const contentType = fc.constantFrom(
  ...JSON_CONTENT_TYPES,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  undefined,
);
