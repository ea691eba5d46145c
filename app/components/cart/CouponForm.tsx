import { useEffect, useRef } from "react";
import { Tag, X } from "lucide-react";
import type { ActionResult } from "@rules/cart-rules";
import { useScriptedFetcher } from "~/components/scripted-fetcher";
import { useHydrated } from "~/components/use-hydrated";
import { Field } from "~/components/ui/FormField";
import { inputClass } from "~/components/ui/field";
import { Notice } from "~/components/ui/Notice";

/** The cart's code as the page shows it: what it gives, or why it does not apply now. */
export interface ShownCoupon {
  code: string;
  description: string | null;
  problem: string | null;
}

/**
 * "Have a code?": apply one, or the code the cart holds with Remove. Plain form posts to the cart's action
 * (without JavaScript the answer comes back as the page's message); with JavaScript a fetcher posts them and
 * the answer is shown here, by the field. A code that no longer applies says why, and stays until removed:
 * the order is refused with it rather than charged without it.
 */
export function CouponForm({ coupon, redirectTo }: { coupon: ShownCoupon | null; redirectTo: string }) {
  const fetcher = useScriptedFetcher<ActionResult & { intent?: string }>();
  const pending = fetcher.state !== "idle";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const refused = answer && !answer.ok && answer.intent === "coupon" ? answer.message : null;
  const input = useRef<HTMLInputElement>(null);
  // A refused code keeps the focus on the field, to correct it.
  useEffect(() => {
    if (refused) input.current?.focus();
  }, [refused]);

  // A screen reader hears what applying or removing did ("STYLE10 applied: you save ₹200"): one status
  // region, kept in place while the form below it changes.
  const done = answer?.ok ? answer.message : "";
  return (
    <>
      <p role="status" className="sr-only" data-testid="coupon-status">
        {done}
      </p>
      {coupon ? (
        <AppliedCode coupon={coupon} redirectTo={redirectTo} fetcher={fetcher} pending={pending} />
      ) : (
        <CodeField redirectTo={redirectTo} fetcher={fetcher} pending={pending} refused={refused} input={input} />
      )}
    </>
  );
}

type CouponFetcher = ReturnType<typeof useScriptedFetcher<ActionResult & { intent?: string }>>;

function AppliedCode({
  coupon,
  redirectTo,
  fetcher,
  pending,
}: {
  coupon: ShownCoupon;
  redirectTo: string;
  fetcher: CouponFetcher;
  pending: boolean;
}) {
  return (
    <div className="flex flex-col gap-2" data-testid="coupon-applied">
      <fetcher.Form method="post" action="/cart" className="flex items-center justify-between gap-3">
        <input type="hidden" name="intent" value="coupon-remove" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <p className="flex min-w-0 items-center gap-2 text-sm">
          <Tag aria-hidden="true" size={16} className="shrink-0 text-emerald-700" />
          <span className="min-w-0">
            <span className="font-semibold">{coupon.code}</span>
            {coupon.description && !coupon.problem ? (
              <span className="text-muted"> applied: {coupon.description}</span>
            ) : null}
          </span>
        </p>
        <button
          type="submit"
          aria-label={`Remove code ${coupon.code}`}
          aria-busy={pending || undefined}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-sm font-semibold text-ink underline hover:text-accent-dark"
        >
          <X aria-hidden="true" size={16} />
          Remove
        </button>
      </fetcher.Form>
      {coupon.problem ? (
        <Notice tone="warning" className="text-sm" testId="coupon-problem">
          {coupon.problem}. Until then the code takes nothing off: remove it to order without it.
        </Notice>
      ) : null}
    </div>
  );
}

function CodeField({
  redirectTo,
  fetcher,
  pending,
  refused,
  input,
}: {
  redirectTo: string;
  fetcher: CouponFetcher;
  pending: boolean;
  refused: string | null;
  input: React.RefObject<HTMLInputElement | null>;
}) {
  // Its script comes after the page's: until it has hydrated, Apply is the plain form's post.
  const hydrated = useHydrated();
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="flex flex-col gap-1"
      data-testid="coupon-form"
      data-hydrated={hydrated ? "" : undefined}
    >
      <input type="hidden" name="intent" value="coupon" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Field id="coupon-code" label="Have a code?" error={refused}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              ref={input}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              className={`${inputClass} uppercase`}
            />
            <button
              type="submit"
              aria-busy={pending || undefined}
              className="mt-1 inline-flex min-h-11 shrink-0 items-center rounded-md border border-ink px-4 text-sm font-semibold text-ink hover:bg-stone-100"
            >
              Apply
            </button>
          </div>
        )}
      </Field>
    </fetcher.Form>
  );
}
