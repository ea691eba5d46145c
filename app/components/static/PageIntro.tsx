import type { ReactNode } from "react";

/** The opening band of a static page: a small eyebrow, the page's one h1 and a short lead. */
export function PageIntro({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-line bg-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-2xl text-base leading-relaxed text-muted sm:text-lg">{lead}</div>
        {children}
      </div>
    </header>
  );
}
