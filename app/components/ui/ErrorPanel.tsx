import type { ReactNode } from "react";

const primary = "rounded-md bg-accent px-5 py-3 font-semibold text-white hover:bg-accent-dark";
const secondary = "rounded-md border border-line bg-white px-5 py-3 font-semibold hover:border-ink";

/**
 * An error page's panel: the code, the headline, what to do, and the ways on. The ways on are plain links
 * (full page loads): after an error the page's scripts may be what failed.
 */
export function ErrorPanel({
  code,
  title,
  documentTitle,
  children,
  links = [{ to: "/", label: "Go to the home page" }],
}: {
  /** "Error 404", or "Error" when there is no status to show. */
  code: string;
  title: string;
  /** The tab's title, when the page has no meta of its own (the root's error pages). */
  documentTitle?: string;
  children: ReactNode;
  /** The first is the main way on; the rest are quieter. */
  links?: { to: string; label: string }[];
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      {documentTitle ? <title>{documentTitle}</title> : null}
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{code}</p>
      <h1 className="mt-3 text-3xl font-bold">{title}</h1>
      {children}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <a key={link.to} href={link.to} className={index === 0 ? primary : secondary}>
            {link.label}
          </a>
        ))}
      </div>
    </section>
  );
}
