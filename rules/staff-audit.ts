// The kinds of the staff's changes the audit log records (decisions 043 and 050), with the words the log page
// shows for them. Client-safe.

export const STAFF_CHANGE_KINDS = [
  "product.create",
  "product.edit",
  "stock.change",
  "colour.add",
  "colour.edit",
  "colour.remove",
  "size.price",
  "image.upload",
  "order.status",
  "return.decision",
  "return.refund",
  "coupon.create",
  "coupon.edit",
  "coupon.state",
  "offer.create",
  "offer.edit",
  "offer.state",
  "review.moderate",
  "review.reply",
  "catalogue.import",
  "staff.role",
] as const;
export type StaffChangeKind = (typeof STAFF_CHANGE_KINDS)[number];

export const STAFF_CHANGE_LABELS: Record<StaffChangeKind, string> = {
  "product.create": "Product added",
  "product.edit": "Product edited",
  "stock.change": "Stock changed",
  "colour.add": "Colour added",
  "colour.edit": "Colour edited",
  "colour.remove": "Colour removed",
  "size.price": "Size price",
  "image.upload": "Photo uploaded",
  "order.status": "Order status",
  "return.decision": "Return decision",
  "return.refund": "Return refund or payout",
  "coupon.create": "Code created",
  "coupon.edit": "Code edited",
  "coupon.state": "Code paused, resumed or ended",
  "offer.create": "Offer created",
  "offer.edit": "Offer edited",
  "offer.state": "Offer paused, resumed or ended",
  "review.moderate": "Review approved, hidden or restored",
  "review.reply": "Review reply written, changed or removed",
  "catalogue.import": "Catalogue import applied",
  "staff.role": "Staff role",
};

export const isStaffChangeKind = (value: string): value is StaffChangeKind =>
  (STAFF_CHANGE_KINDS as readonly string[]).includes(value);

/** One entry as the log page and GET /api/admin/audit show it. */
export interface StaffChangeView {
  id: number;
  at: string;
  staffUserId: number | null;
  staffEmail: string;
  kind: StaffChangeKind;
  entityType: string;
  entityId: string;
  entityLabel: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface StaffChangePage {
  entries: StaffChangeView[];
  page: number;
  /** Whether an older page follows (the log is read a page past, not counted). */
  hasMore: boolean;
}

/** Entries per page of the log. */
export const AUDIT_PAGE_SIZE = 50;
