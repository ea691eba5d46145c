/**
 * The open item's colour in a grid page's URL (?item=12&itemColor=navy): `color` there is the list's colour
 * filter, which an open product's colour must not change. Its first colour carries none. A module of its own:
 * the loader, the page and the lazily loaded detail all read it.
 */
export const ITEM_COLOUR_PARAM = "itemColor";
