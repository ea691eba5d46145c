import type { ReactNode } from "react";
import { submitButtonClass } from "~/components/ui/FormField";

/** Where the main button of a sign-in page sits (SubmitButton's className). */
export const AUTH_BUTTON_PLACE = "mt-2 px-4";
export const authButtonClass = `${submitButtonClass} ${AUTH_BUTTON_PLACE}`;

/** The narrow card the sign-in pages sit in, with the page's one h1. */
export function AuthCard({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <section aria-labelledby="auth-title" className="rounded-xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="mt-1 text-sm text-muted">{intro}</p>
        {children}
      </section>
    </div>
  );
}
