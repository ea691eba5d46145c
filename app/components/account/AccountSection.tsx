import type { ReactNode } from "react";

/** A card of the account page (Profile, My Orders, My addresses), named by its heading (`${id}-title`). */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-white p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
