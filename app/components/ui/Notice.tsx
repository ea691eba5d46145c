import type { ReactNode } from "react";

const tones = {
  error: "border-accent/30 bg-accent-soft text-accent-dark",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
} as const;

/**
 * The message box above a form (sign-in pages, order lookup): an error or a warning is an alert, read out
 * at once; a success is a status.
 */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <p
      role={tone === "success" ? "status" : "alert"}
      className={`mt-5 rounded-md border px-4 py-3 text-sm font-medium ${tones[tone]}`}
    >
      {children}
    </p>
  );
}
