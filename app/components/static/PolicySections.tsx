import type { ReactNode } from "react";

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A policy page's body: numbered sections with a table of contents beside them (Terms, Privacy). */
export function PolicySections({ sections }: { sections: PolicySection[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label="Contents" className="mb-10 lg:mb-0">
        <div className="rounded-xl border border-line bg-white p-5 lg:sticky lg:top-24">
          <p className="text-sm font-semibold uppercase tracking-wider text-muted">On this page</p>
          <ol className="mt-3 space-y-1 text-[15px]">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex min-h-11 items-center gap-2 rounded py-1.5 hover:text-accent"
                >
                  <span className="w-5 shrink-0 text-muted">{index + 1}.</span>
                  <span>{section.title}</span>
                </a>
              </li>
            ))}
          </ol>
        </div>
      </nav>

      <div className="max-w-3xl space-y-6">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-24 rounded-xl border border-line bg-white p-5 sm:p-8"
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight">
              <span className="mr-1 text-accent">{index + 1}.</span> {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-muted [&_strong]:text-ink">{section.body}</div>
          </section>
        ))}
      </div>
    </div>
  );
}
