// The two sentences about what cannot be returned, which the footer shows on every page: apart from the rest
// of the policies (policies.ts, which re-exports them), so the footer does not bring the collections and the
// delivery rules into every page's script.
export const NON_RETURNABLE = "Customized or sale items are non-returnable.";
/**
 * What "sale items" means here: the ones staff mark Final sale. A discounted price alone never makes an
 * item non-returnable, so SPEC's sentence is always followed by this one.
 */
export const SALE_ITEMS_MEANING = 'Sale items are those marked "Final sale"; other discounted items can be returned.';
