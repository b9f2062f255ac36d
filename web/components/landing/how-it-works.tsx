interface HowItWorksProps {
  section: { heading: string; intro: string | null; steps: { _key: string; title: string; text: string }[] };
}

export function HowItWorks({ section }: HowItWorksProps) {
  return (
    <section aria-labelledby="how-it-works-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2 id="how-it-works-heading" className="text-center text-3xl font-bold text-brand-900 sm:text-4xl">
          {section.heading}
        </h2>
        {section.intro && <p className="mx-auto mt-4 max-w-2xl text-center text-lg text-slate-700">{section.intro}</p>}
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {section.steps.map((step, index) => (
            <li key={step._key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{step.title}</h3>
              <p className="mt-2 text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
