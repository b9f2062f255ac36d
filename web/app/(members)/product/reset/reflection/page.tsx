import { cacheLife } from 'next/cache';
import Link from 'next/link';
import { notFound } from 'next/navigation';

import { Icon } from '@/components/ui/icon';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { Block } from '@/components/programme/block';
import { ProgrammeNav } from '@/components/programme/programme-nav';
import { StageHero } from '@/components/programme/stage-hero';
import { CertificateGenerator } from '@/components/tools/certificate-generator';
import { InviteShare } from '@/components/tools/invite-share';
import { ReflectionJournal } from '@/components/tools/reflection-journal';
import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses, cardHeadingClasses } from '@/components/ui/card';
import { MarkedList } from '@/components/ui/marked-list';
import { GuideHtmlLink } from '@/components/tools/guide-html-link';
import { MemberNotes } from '@/components/tools/notes-owner';
import { requireMember } from '@/lib/auth/current-member';
import {
  getMembersArea,
  getMembersPageMetadata,
  getNewsletterSignup,
  getProgrammeName,
  getProgrammeStages,
  getReflectionExtras,
  getReflectionStage,
} from '@/lib/content';
import { getConfig } from '@/lib/env';
import { currentPreview } from '@/lib/content/preview';
import type { DayClock } from '@/lib/programme/clock';
import { getMemberDay } from '@/lib/programme/member-day';

export const generateMetadata = () => getMembersPageMetadata('reflection');

export default async function ReflectionPage() {
  const member = await requireMember();
  const day = await getMemberDay(member);
  return (
    <MemberNotes owner={member.id}>
      {(await currentPreview()) ? <ReflectionDay day={day} /> : <PublishedReflectionDay day={day} />}
    </MemberNotes>
  );
}

/** The page as every member who chose this day sees it. */
async function PublishedReflectionDay(props: { day: DayClock }) {
  'use cache';
  cacheLife('max');
  return <ReflectionDay {...props} />;
}

async function ReflectionDay({ day }: { day: DayClock }) {
  const [stage, { extras, successStories, certificate }, name, stages, area] = await Promise.all([
    getReflectionStage(day),
    getReflectionExtras(day),
    getProgrammeName(),
    getProgrammeStages(),
    getMembersArea(day),
  ]);
  if (!stage || !extras || !certificate) notFound();
  const { siteUrl } = getConfig();
  const { journal, certificateForm, trackerNote, guide } = area.reflection;

  return (
    <>
      <ProgrammeNav stages={stages} current="reflection" labels={area.navigation} />
      <main id="main" tabIndex={-1}>
        <StageHero eyebrow={stage.title} heading={stage.hero.heading} intro={stage.hero.intro} />
        <div className="mx-auto max-w-3xl space-y-14 px-4 pb-16 sm:px-6">
          <Block name="journal" heading={journal.heading} text={journal.text} className={cardClasses()}>
            <ReflectionJournal
              questions={stage.journalQuestions ?? []}
              saveLabel={journal.saveLabel}
              clearLabel={area.shared.clearLabel}
            />
            <p className="mt-2 border-t border-slate-200 pt-4 text-slate-700">
              {journal.paperPrompt}{' '}
              <a
                href="/assets/reflection-journal.html"
                download
                className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                {journal.paperLinkLabel}
              </a>
            </p>
          </Block>

          <Block name="certificate" heading={certificate.heading} text={certificate.intro} className={cardClasses()}>
            <CertificateGenerator
              programmeName={name}
              siteUrl={siteUrl}
              titles={certificate.titles}
              quotes={certificate.quotes}
              buttonLabel={certificate.buttonLabel}
              form={certificateForm}
            />
          </Block>

          <Block name="stories" heading={extras.successStoriesHeading}>
            <ul className="mt-5 grid gap-4 md:grid-cols-3">
              {successStories.map((story) => (
                <li key={story._id} className={cardClasses()}>
                  <h3 className="font-semibold text-brand-900">{story.headline}</h3>
                  <p className="mt-2 text-sm text-slate-800">{story.story}</p>
                  <p className="mt-3 text-sm font-semibold text-slate-700">{story.name}</p>
                </li>
              ))}
            </ul>
          </Block>

          <Block name="momentum" heading={extras.momentumHeading} className="rounded-2xl bg-brand-50 p-5 sm:p-8">
            <MarkedList items={extras.momentumTips} marker="next" className="mt-4 space-y-2 text-slate-800" />
          </Block>

          <Block name="habits" heading={extras.habitsHeading}>
            <ul className="mt-5 grid gap-4 md:grid-cols-3">
              {extras.recommendedHabits.map((habit) => (
                <li key={habit._key} className={cardClasses()}>
                  <h3 className={cardHeadingClasses}>{habit.title}</h3>
                  <p className="mt-2 text-sm text-slate-800">{habit.text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-4 text-slate-700">
              {trackerNote.text}{' '}
              <Link href="/daily-reset-tracker" className="font-semibold text-brand-700 underline underline-offset-4">
                {trackerNote.linkLabel}
              </Link>
              .
            </p>
          </Block>

          <Block name="invite" heading={extras.invite.heading} text={extras.invite.text} className={cardClasses()}>
            <div className="mt-5">
              <InviteShare
                label={extras.invite.buttonLabel}
                title={name}
                text={extras.invite.shareText}
                url={siteUrl}
              />
            </div>
          </Block>

          <Block name="guide" heading={guide.heading} text={guide.text} className={cardClasses()}>
            <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <a href="/api/guide" download className={buttonClasses()}>
                <Icon name="download" /> {guide.buttonLabel}
              </a>
              <GuideHtmlLink label={area.shared.guideWebPageLabel} className={buttonClasses('outline')} />
            </div>
          </Block>

          <section className={cardClasses()}>
            <NewsletterForm copy={await getNewsletterSignup()} />
          </section>

          <nav aria-label={area.reflection.nextLabel} className="flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Link href={stage.nextStepHref} className={buttonClasses()}>
              <Icon name="rotate-cw" /> {stage.nextStepLabel}
            </Link>
            <Link href="/" className={buttonClasses('outline')}>
              {area.reflection.homeLabel}
            </Link>
          </nav>
        </div>
      </main>
    </>
  );
}
