import Link from 'next/link';

import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';
import type { LandingQueryResult } from '@/lib/content/sanity.types';

export function ProgrammeSection({ section }: { section: NonNullable<LandingQueryResult['programmeSection']> }) {
  return (
    <Section name="programme" tinted width="wide" heading={section.heading} intro={section.intro}>
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {section.modules.map((module) => (
          <li key={module._key} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
            <h3 className="text-xl font-semibold text-brand-900">{module.title}</h3>
            <p className="mt-2 flex-1 text-slate-700">{module.text}</p>
            <Link
              href={module.href}
              prefetch={false}
              className="mt-6 inline-flex items-center gap-1 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {module.linkLabel ?? module.title}
              <Icon name="arrow-right" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
