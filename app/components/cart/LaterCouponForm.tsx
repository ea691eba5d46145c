import { memo, Suspense } from "react";
import { later } from "~/lib/later";
import type { ShownCoupon } from "./CouponForm";

/**
 * "Have a code?" on the cart and the checkout: plain forms that post without a script, so their script (the
 * answer shown by the field, the focus kept on a refused code) comes after the page's first load. Drawn again
 * only for another code or page, so a change of quantity does not draw it afresh while its script is on its
 * way.
 */
const CouponForm = later(
  () => import("./CouponForm").then((module) => ({ default: module.CouponForm })),
  () => null,
);

export const LaterCouponForm = memo(function LaterCouponForm(props: {
  coupon: ShownCoupon | null;
  redirectTo: string;
}) {
  return (
    <Suspense fallback={null}>
      <CouponForm {...props} />
    </Suspense>
  );
});
