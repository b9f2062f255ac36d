import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { outboxEmailSchema } from '../../../web/lib/mail/messages';
import { emailPreviewPath, SAMPLE_BUYER } from '../../../web/lib/mail/samples';
import { E2E_DATA_DIR } from '../../../playwright.config';
import { createMemberBeforeStart } from '../../support/offline-member';
import { pdfPages } from '../../support/pdf-layout';
import { seedDocument } from '../../support/seed';
import { EMAIL_PREVIEW_PAGES } from '../../support/site-paths';
import { logInWith } from '../support/members';
import { seedCopyDir, useSeedCopyServer } from '../support/seed-copy';

/*
 * Editors see every e-mail and printable before a buyer gets it: in draft
 * mode, a preview of each e-mail kind composed from the drafts, and the
 * members' printables with the drafts in them; outside draft mode the
 * previews are the site's 404 and the printables the published copy. Drafts
 * are added to this spec's own copy of the seed while its server runs, as an
 * editor saves them, and show on the next load.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 78;
const dataDir = path.join(root, `${E2E_DATA_DIR}-email-previews`);
const member = { username: 'previewer', email: 'previewer@example.com', password: '' };
/** What only a preview shows: its title, its frame, its header, the sample buyer and sign-in link. */
const PREVIEW_WORDS = /E-mails before|as HTML|Reply-To|alex\.sample|alexsample|sign-in\?token=preview/;
const KINDS = outboxEmailSchema.options.map((option) => option.shape.kind.value);

const emailCopy = seedDocument<{ welcomeHeading: string }>('emailCopy');
type DocumentsCopy = { guide: { lead: string }; journal: { heading: string } };
const documentsCopy = seedDocument<DocumentsCopy>('documentsCopy');
const DRAFT_GREETING = 'Draft greeting, {username}!';
const DRAFT_LEAD = 'Draft lead of the guide, from {dayHours}.';
const DRAFT_JOURNAL = 'Draft journal heading';

/** Adds an editor's unsaved change of a published document to the seed copy, as the studio stores a draft. */
function addDraft<T extends Record<string, unknown>>(id: string, edit: (published: T) => T): void {
  const file = readdirSync(seedCopyDir(dataDir))
    .map((name) => path.join(seedCopyDir(dataDir), name))
    .find((candidate) => readFileSync(candidate, 'utf8').includes(`"_id":"${id}"`))!;
  const published = JSON.parse(
    readFileSync(file, 'utf8')
      .split('\n')
      .find((line) => line.includes(`"_id":"${id}"`))!,
  ) as T;
  appendFileSync(file, `\n${JSON.stringify({ ...edit(published), _id: `drafts.${id}` })}\n`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/**
 * What axe finds on a preview page against WCAG 2.2 AA and its best practices,
 * the e-mail in its frame aside: a frame sandboxed without scripts never runs
 * axe's timers, and the frame's own title is checked by the test.
 */
async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .exclude('main iframe')
    .analyze();
  return violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target) }));
}

const pdfText = (pdf: Buffer) =>
  pdfPages(pdf)
    .flatMap((page) => page.lines.map((line) => line.text))
    .join(' ');

test.describe('previews of the e-mails and printables', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://localhost:${port}` });
  const own = useSeedCopyServer({
    port,
    dataDir,
    build: 'email-previews',
    prepare: () => {
      member.password = createMemberBeforeStart(dataDir, member);
    },
  });

  /** The embedded preview secret, which the server keeps in its DATA_DIR/secrets.json from the first link it checks. */
  async function previewSecret(): Promise<string> {
    await fetch(`${own.server.url}/api/draft-mode/enable?sanity-preview-secret=-`);
    return (JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { previewSecret: string })
      .previewSecret;
  }

  /** Opens the preview link content:watch prints, landing on `pathname`. */
  async function enterPreview(page: Page, pathname: string): Promise<void> {
    const secret = encodeURIComponent(await previewSecret());
    await page.goto(`/api/draft-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=${pathname}`);
    expect(new URL(page.url()).pathname).toBe(pathname);
  }

  const emailFrame = (page: Page) => page.frameLocator('main iframe');

  test('outside draft mode every preview address is the site’s 404, and tells nothing of the previews', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/no-such-page');
    const notFound = await page.getByRole('heading', { level: 1 }).innerText();
    const addresses = [...EMAIL_PREVIEW_PAGES, '/preview/emails/no-such-kind'];
    for (const address of addresses) {
      const answer = await page.goto(address);
      expect(answer?.status(), address).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), address).toHaveText(notFound);
      expect(await answer!.text(), address).not.toMatch(PREVIEW_WORDS);
      expect(await page.content(), address).not.toMatch(PREVIEW_WORDS);
    }
    // A member's session opens no preview either.
    await logInWith(page, member);
    for (const address of addresses) {
      expect((await page.request.get(address)).status(), address).toBe(404);
    }
  });

  test('in draft mode the list names every kind, and each preview shows its header, HTML and text, accessibly', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await enterPreview(page, '/preview/emails');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('E-mails before they are sent');
    expect(await axeViolations(page)).toEqual([]);
    for (const kind of KINDS) {
      const link = page.getByRole('main').locator(`a[href="${emailPreviewPath(kind)}"]`);
      await expect(link, kind).toHaveCount(1);
    }

    for (const kind of KINDS) {
      const answer = await page.goto(emailPreviewPath(kind));
      expect(answer?.status(), kind).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }), kind).toHaveText(/ e-mail$/);
      const subject = main.locator('dt', { hasText: 'Subject' }).locator('xpath=following-sibling::dd[1]');
      await expect(subject, kind).not.toHaveText('');
      await expect(main.locator('dt', { hasText: 'Reply-To' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
        /@/,
      );
      await expect(main.locator('iframe'), kind).toHaveAttribute('title', /, as HTML$/);
      await expect(main.locator('iframe'), kind).toHaveAttribute('sandbox', '');
      await expect(emailFrame(page).locator('body'), kind).toContainText(
        kind === 'contact_message' ? SAMPLE_BUYER.name : SAMPLE_BUYER.username,
      );
      expect((await main.locator('pre').innerText()).length, kind).toBeGreaterThan(100);
      expect(await axeViolations(page), kind).toEqual([]);
    }
  });

  test('a draft of the welcome greeting shows in its preview on the next load, before it is published', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const greeting = (heading: string) => heading.replace('{username}', SAMPLE_BUYER.username);
    await enterPreview(page, '/preview/emails/welcome');
    await expect(emailFrame(page).getByRole('heading', { level: 1 })).toHaveText(greeting(emailCopy.welcomeHeading));

    addDraft<{ welcomeHeading: string } & Record<string, unknown>>('emailCopy', (published) => ({
      ...published,
      welcomeHeading: DRAFT_GREETING,
    }));
    await page.reload();
    await expect(emailFrame(page).getByRole('heading', { level: 1 })).toHaveText(greeting(DRAFT_GREETING));
    await expect(page.getByRole('main').locator('pre')).toContainText(greeting(DRAFT_GREETING).toUpperCase());

    // Meanwhile a visitor gets the site's 404 there, and nothing of the draft anywhere.
    const visitor = await browser.newContext({ baseURL: own.server.url });
    try {
      const answer = await visitor.request.get('/preview/emails/welcome');
      expect(answer.status()).toBe(404);
      expect(await answer.text()).not.toContain('Draft greeting');
    } finally {
      await visitor.close();
    }
  });

  test('the printables show the drafts to a member in draft mode, and the published copy otherwise', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    addDraft<DocumentsCopy & Record<string, unknown>>('documentsCopy', (published) => ({
      ...published,
      guide: { ...published.guide, lead: DRAFT_LEAD },
      journal: { ...published.journal, heading: DRAFT_JOURNAL },
    }));
    const draftLead = /Draft lead of the guide, from 7:00 AM to 10:00 PM\./;
    const publishedLead = documentsCopy.guide.lead.replace('{dayHours}', '7:00 AM to 10:00 PM');

    // Draft mode opens no members' file without a session.
    await enterPreview(page, '/preview/emails');
    expect((await page.request.get('/api/guide')).status()).toBe(401);
    expect((await page.request.get('/assets/printable-guide.html')).status()).toBe(401);

    await logInWith(page, member);
    expect(pdfText(await (await page.request.get('/api/guide')).body())).toMatch(draftLead);
    expect(await (await page.request.get('/assets/printable-guide.html')).text()).toMatch(draftLead);
    await page.goto('/assets/reflection-journal.html');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRAFT_JOURNAL);

    const visitor = await browser.newContext({ baseURL: own.server.url });
    const published = await visitor.newPage();
    try {
      await logInWith(published, member);
      const guide = pdfText(await (await published.request.get('/api/guide')).body());
      expect(guide).toContain(publishedLead);
      expect(guide).not.toMatch(/Draft/);
      expect(await (await published.request.get('/assets/printable-guide.html')).text()).not.toMatch(/Draft/);
      await published.goto('/assets/reflection-journal.html');
      await expect(published.getByRole('heading', { level: 1 })).toHaveText(documentsCopy.journal.heading);
    } finally {
      await visitor.close();
    }

    // Nothing the editor saw was written where a visitor's page or file could come from.
    const written = filesUnder(path.join(root, 'web', own.distDir)).filter((file) => {
      const text = readFileSync(file, 'latin1');
      return (
        text.includes('Draft greeting') || text.includes('Draft lead of the guide') || text.includes(DRAFT_JOURNAL)
      );
    });
    expect(written).toEqual([]);
  });
});
