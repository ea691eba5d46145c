import { useEffect, useState } from "react";
import { Ruler } from "lucide-react";
import type { SizeAdvice as Advice } from "@rules/size-advice";

/**
 * A sized product's size advice, above its reviews: the buyers' fit comes with the page (the same for every
 * shopper); the size this shopper kept before is their own, so the page, which is shared, cannot carry it:
 * it is asked for once the page has loaded (this part's script comes after the page's, app/lib/later.tsx).
 */
export function SizeAdvice({ productId, fit }: { productId: number; fit: string | null }) {
  const [kept, setKept] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/size-advice/${productId}`, { signal: controller.signal, credentials: "same-origin" })
      .then((res) => (res.ok ? (res.json() as Promise<Advice>) : null))
      .then((advice) => setKept(advice?.kept ?? null))
      // Advice is a help, not the page: without it the page is whole.
      .catch(() => {});
    return () => controller.abort();
  }, [productId]);
  if (!fit && !kept) return null;
  return (
    <section
      aria-labelledby="size-advice-title"
      className="flex gap-3 rounded-lg border border-line bg-stone-50 p-4"
      data-testid="size-advice"
    >
      <Ruler aria-hidden="true" size={20} className="mt-0.5 shrink-0" />
      <div className="flex flex-col gap-1 text-sm">
        <h2 id="size-advice-title" className="font-semibold">
          Size advice
        </h2>
        {kept ? <p data-testid="size-advice-kept">{kept}</p> : null}
        {fit ? <p data-testid="size-advice-fit">{fit}</p> : null}
      </div>
    </section>
  );
}
