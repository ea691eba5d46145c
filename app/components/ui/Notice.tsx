import type { ReactNode } from "react";

const tones = {
  error: "border-accent/30 bg-accent-soft text-accent-dark",
  success: "border-emerald-200 bg-emerald-50 text-emerald-900",
  warning: "border-amber-300 bg-amber-50 text-amber-950",
} as const;

/**
 * The message box of a form's answer (sign-in pages, order lookup, the cart, a cancellation): an error or a
 * warning is an alert, read out at once; a success is a status. `className` places it (a top margin by
 * default); `as="div"` when it holds more than one paragraph.
 */
export function Notice({
  tone,
  children,
  className = "mt-5 text-sm",
  id,
  testId,
  as: Box = "p",
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
  id?: string;
  testId?: string;
  as?: "p" | "div";
}) {
  return (
    <Box
      id={id}
      data-testid={testId}
      role={tone === "success" ? "status" : "alert"}
      className={`rounded-md border px-4 py-3 font-medium ${tones[tone]} ${className}`}
    >
      {children}
    </Box>
  );
}
