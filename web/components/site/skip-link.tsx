/** The first stop of the Tab key on every page; each page's <main> is #main. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed top-2 left-2 z-[200] -translate-y-24 rounded-full border border-transparent bg-brand-700 px-4 py-2 font-semibold text-white focus:translate-y-0 focus:outline-2 focus:outline-offset-2 focus:outline-brand-900"
    >
      Skip to main content
    </a>
  );
}
