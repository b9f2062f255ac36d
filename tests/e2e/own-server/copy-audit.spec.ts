import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { ContentSourceMap } from '@sanity/client/csm';
import { stegaEncodeSourceMap } from '@sanity/client/stega';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { VERCEL_STEGA_REGEX, vercelStegaDecodeAll } from '@vercel/stega';

import { stegaConfig } from '../../../web/lib/content/stega';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { readSeed, seedDocument, type SeedDocument } from '../../support/seed';
import { MEMBERS_PAGES, PUBLIC_PAGES } from '../../support/site-paths';
import { logInWith } from '../support/members';
import { createMemberBeforeStart } from '../../support/offline-member';
import { seedCopyDir, useSeedCopyServer } from '../support/seed-copy';

/*
 * How much of the copy editors own, page by page. This spec's server reads its
 * own copy of the seed (CONTENT_SEED_DIR) in which every string carries stega,
 * as @sanity/client encodes a preview on the Sanity adapter with the site's
 * configuration (web/lib/content/stega.ts): invisible characters naming the
 * document and field it comes from (what the preview's overlays read). So, in
 * draft mode, where every page renders afresh from that copy, a text block (a
 * heading, paragraph, list item, or dt, dd, blockquote, figcaption, legend)
 * whose text carries such a mark came from content, and one without came from
 * code. Every block of the page counts, chrome included (the bar, the footer),
 * except the preview's own bar, which visitors never see. A page fails when
 * more than 2% of its blocks are hard-coded. The table is printed and kept in
 * docs/content.md ("How much of the copy editors own").
 */

const MAX_HARD_CODED_PERCENT = 2;

interface AuditedPage {
  /** The row's name: the path, and the state when a page has several. */
  name: string;
  path: string;
  /** Brings the page to the state measured, once it has loaded. */
  ready?: (page: Page) => Promise<void>;
  /** Whether it needs a member's session. */
  member?: boolean;
}

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 74;
const dataDir = path.join(root, `${E2E_DATA_DIR}-copy-audit`);
const auditMember = { username: 'copy-audit', email: 'copy-audit@example.com' };
const buyerEmail = () => `copy-audit-buyer-${Date.now()}@example.com`;

const AUDITED: AuditedPage[] = [
  ...PUBLIC_PAGES.map((path) => ({ name: path, path })),
  { name: '/checkout', path: '/checkout' },
  {
    name: '/checkout (address with access)',
    path: '/checkout',
    ready: async (page) => {
      await page.getByLabel('Email address').fill(auditMember.email);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      const { hasAccess } = seedDocument<{ hasAccess: { message: string } }>('checkoutPage');
      await expect(page.getByText(hasAccess.message)).toBeVisible();
    },
  },
  { name: '/payment-success (no payment)', path: '/payment-success', ready: noPaymentShown },
  { name: '/success (no payment)', path: '/success', ready: noPaymentShown },
  {
    // Paid through the test card form; with Stripe its Payment Element, Stripe's own words, takes that step.
    name: '/payment-success (after paying)',
    path: '/checkout',
    ready: async (page) => {
      await page.getByLabel('Email address').fill(buyerEmail());
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      // In draft mode a label ends in its invisible marks: it starts with the editor's words.
      await expect(page.getByLabel(/^Username/)).not.toHaveValue('', { timeout: 60_000 });
    },
  },
  { name: '/login', path: '/login' },
  { name: '/sign-in (used link)', path: '/sign-in?token=spent-or-unknown-link' },
  { name: '404', path: '/no-such-page' },
  ...MEMBERS_PAGES.map((path) => ({ name: path, path, member: true })),
];

async function noPaymentShown(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** A document read whole: each of its fields maps to the same path in it. */
const wholeDocument = (document: SeedDocument): ContentSourceMap => ({
  documents: [{ _id: document._id, _type: document._type }],
  paths: ['$'],
  mappings: { $: { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } } },
});

/** Encodes the stega of every document into the seed copy's strings, leaving out what the site's filter leaves out. */
function markSeedCopy(): void {
  const dir = seedCopyDir(dataDir);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ndjson'))) {
    const documents = readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as SeedDocument);
    const marked = documents.map((document) =>
      stegaEncodeSourceMap(document, wholeDocument(document), stegaConfig('http://localhost:3333')),
    );
    writeFileSync(path.join(dir, file), marked.map((document) => JSON.stringify(document)).join('\n'));
  }
}

interface Block {
  tag: string;
  text: string;
}

/** Every text block of the page but the preview bar's, with its text as rendered (marks included). */
function textBlocks(page: Page): Promise<Block[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('h1,h2,h3,h4,h5,h6,p,li,dt,dd,blockquote,figcaption,legend')]
      .filter((element) => !element.closest('#preview-bar'))
      .map((element) => ({ tag: element.tagName.toLowerCase(), text: element.textContent ?? '' })),
  );
}

/**
 * The data content holds that stega leaves unmarked on purpose: e-mail
 * addresses (the site links to them) and the timeline's times of day (the
 * site computes with them), shown as the seed has them or without the hour's
 * leading zero. A block that is one of them alone is content's, not code's.
 */
const contentData = new Set(
  readSeed().flatMap(function strings(value: unknown): string[] {
    if (typeof value === 'string') {
      if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return [value];
      if (/^\d\d:\d\d$/.test(value)) return [value, value.replace(/^0/, '')];
      return [];
    }
    if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
    return [];
  }),
);

const stegaMarks = new RegExp(VERCEL_STEGA_REGEX.source, 'g');
const cleaned = (text: string) => text.replace(stegaMarks, '').replace(/\s+/g, ' ').trim();

interface Row {
  name: string;
  path: string;
  blocks: number;
  fromContent: number;
  hardCoded: string[];
}

function percent(row: Row): number {
  return row.blocks === 0 ? 0 : (100 * row.hardCoded.length) / row.blocks;
}

function table(rows: Row[]): string {
  const lines = [
    '| page | blocks | from content | hard-coded | hard-coded % |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.name} | ${row.blocks} | ${row.fromContent} | ${row.hardCoded.length} | ${percent(row).toFixed(1)} |`,
    ),
  ];
  return lines.join('\n');
}

/** A browser in draft mode, through the preview link content:watch prints. */
async function previewing(context: BrowserContext): Promise<void> {
  const page = await context.newPage();
  // The server writes its preview secret the first time it checks a link.
  await page.request.get('/api/draft-mode/enable?sanity-preview-secret=-');
  const secretsFile = path.join(dataDir, 'secrets.json');
  const { previewSecret } = JSON.parse(readFileSync(secretsFile, 'utf8')) as { previewSecret: string };
  await page.goto(`/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(previewSecret)}`);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  await page.close();
}

/**
 * Draft mode renders every page afresh, also each page a link in view
 * prefetches. Those never change the page measured, and waited for they
 * held each page's `networkidle` back by some 6 s: the audit's browsers skip them.
 */
async function skipPrefetches(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
  );
}

/** The page's blocks once it is in the state measured: which came from content, and which did not. */
async function measure(context: BrowserContext, audited: AuditedPage): Promise<Row> {
  const page = await context.newPage();
  try {
    await page.goto(audited.path);
    await expect(page.getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await audited.ready?.(page);
    const blocks = (await textBlocks(page)).filter((block) => cleaned(block.text) !== '');
    const hardCoded = blocks.filter(
      (block) => (vercelStegaDecodeAll(block.text) ?? []).length === 0 && !contentData.has(cleaned(block.text)),
    );
    return {
      name: audited.name,
      path: audited.path,
      blocks: blocks.length,
      fromContent: blocks.length - hardCoded.length,
      hardCoded: hardCoded.map((block) => `<${block.tag}> ${cleaned(block.text)}`),
    };
  } finally {
    await page.close();
  }
}

test.use({ baseURL: `http://localhost:${port}` });
let password = '';
useSeedCopyServer({
  port,
  dataDir,
  build: 'copy-audit',
  prepare: () => {
    markSeedCopy();
    password = createMemberBeforeStart(dataDir, auditMember);
  },
});

test(`no page has more than ${MAX_HARD_CODED_PERCENT}% of its text blocks hard-coded (content carries stega)`, async ({
  browser,
  baseURL,
}) => {
  // Some 25 pages rendered afresh in draft mode, two sign-ins and a purchase, on a shared machine.
  test.setTimeout(900_000);
  const visitor = await browser.newContext({ baseURL });
  const member = await browser.newContext({ baseURL });
  const rows: Row[] = [];
  try {
    await skipPrefetches(visitor);
    await skipPrefetches(member);
    await previewing(visitor);
    const signingIn = await member.newPage();
    await logInWith(signingIn, { username: auditMember.username, password });
    await signingIn.close();
    await previewing(member);

    for (const audited of AUDITED) {
      let row: Row;
      try {
        row = await test.step(audited.name, () => measure(audited.member ? member : visitor, audited));
      } catch (error) {
        expect.soft(error, `${audited.name} could not be measured`).toBeUndefined();
        continue;
      }
      rows.push(row);
      // The content is marked and draft mode renders it: a page without a single mark measured nothing.
      expect.soft(row.fromContent, `${audited.name}: no text carries a mark`).toBeGreaterThan(0);
      expect
        .soft(
          percent(row),
          `${audited.name}: ${row.hardCoded.length} of ${row.blocks} blocks hard-coded:\n${row.hardCoded.join('\n')}`,
        )
        .toBeLessThanOrEqual(MAX_HARD_CODED_PERCENT);
    }
  } finally {
    await visitor.close();
    await member.close();
    console.log(`\nText blocks from content, in draft mode:\n\n${table(rows)}\n`);
    for (const row of rows) {
      if (row.hardCoded.length) console.log(`${row.name}, hard-coded:\n  ${row.hardCoded.join('\n  ')}`);
    }
  }
});
