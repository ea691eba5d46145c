import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** What a page shows when it has nothing to list (an empty cart or wishlist, a checkout with nothing to buy). */
export function EmptyState({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center gap-4 rounded-lg border border-dashed border-line bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" size={40} className="text-muted" />
      {children}
    </div>
  );
}
