import Link from 'next/link';

interface ProgrammeSectionProps {
  section: {
    heading: string;
    intro: string | null;
    modules: { _key: string; title: string; text: string; href: string; linkLabel: string | null }[];
  };
}

/** 'Your Complete Reset Program': the three module cards and where each leads (spec section 2). */
export function ProgrammeSection({ section }: ProgrammeSectionProps) {
  return (
    <section aria-labelledby="programme-heading" className="render-when-visible bg-brand-50 px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="programme-heading" className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          {section.heading}
        </h2>
        {section.intro && <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{section.intro}</p>}
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
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
