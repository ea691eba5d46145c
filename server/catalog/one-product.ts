import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { formerProducts, productColours, productColumns, products, type ProductRow } from "../db/schema";
import { preparedPerDatabase } from "../db/prepared";
import { discountLabel, toRupees, withMarkup } from "@rules/money";
import { FEW_LEFT, type ProductView } from "@rules/catalog-types";
import { sizePricesView, toProductView } from "./product-view";
import type { Variant } from "./sizes";
import { colourImages, colourOrDefault, colourPrices, colourStock, variantPrices, type Colour } from "./colours";

// One product's reads: its page, GET /api/products/:id, and every add to the cart.

/** The range of these variants' own prices (a colour's sizes), as a swatch says it. */
function sizePricesOf(variants: Variant[], markupPaise: number) {
  const own = variants.flatMap((variant) => (variant.basePricePaise === null ? [] : [variant.basePricePaise]));
  return own.length ? sizePricesView(Math.min(...own), Math.max(...own), markupPaise) : {};
}

/**
 * A shown product with its colours and each colour and size's stock, in one statement built once per database: a product's page,
 * `GET /api/products/:id` and every add to the cart read it. (Inside a select's column list drizzle leaves
 * the columns' tables unnamed: products.id is spelled out.)
 */
const productWithStock = preparedPerDatabase((db: Db) =>
  db
    .select({
      product: productColumns,
      variants: sql<Variant[]>`(select coalesce(json_agg(json_build_object('id', v.id, 'productId', v.product_id,
        'colourId', v.colour_id, 'size', v.size, 'sku', v.sku, 'stock', v.stock, 'basePricePaise', v.base_price_paise) order by v.id), '[]')
        from product_variants v where v.product_id = products.id)`,
      colours: sql<
        Colour[]
      >`(select coalesce(json_agg(json_build_object('id', c.id, 'productId', c.product_id, 'sku', c.sku,
        'name', c.name, 'slug', c.slug, 'position', c.position, 'image', c.image, 'images', c.images,
        'description', c.description, 'basePricePaise', c.base_price_paise, 'oldPricePaise', c.old_price_paise)
        order by c.position, c.id), '[]') from product_colours c where c.product_id = products.id)`,
    })
    .from(products)
    .where(and(eq(products.id, sql.placeholder("productId")), eq(products.hidden, false)))
    .prepare("product_with_stock"),
);

/** A shown product by id, with its colours and variants (each colour and size's stock); undefined when none is shown. */
export async function shownProductWithStock(
  db: Db,
  productId: number,
): Promise<{ product: ProductRow; variants: Variant[]; colours: Colour[] } | undefined> {
  const [row] = await productWithStock(db).execute({ productId });
  return row;
}

/**
 * One product as its page shows it, on the colour of `colourSlug` (when none is given or the product has no
 * such colour, its first colour in stock: colours.ts's defaultColour): that colour's photos, prices,
 * description and stock per size, with every colour for the swatches.
 */
export async function getProduct(
  db: Db,
  id: number,
  markupPaise: number,
  colourSlug?: string | null,
): Promise<ProductView | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await shownProductWithStock(db, id);
  if (!row) return undefined;
  const { product, variants, colours } = row;
  const stockOf = colourStock(variants);
  const chosen = colourOrDefault(colours, colourSlug, stockOf);
  const view: ProductView = {
    ...toProductView(
      {
        ...product,
        ...colourPrices(product, chosen),
        description: chosen?.description ?? product.description,
        stock: chosen ? stockOf(chosen.id) : 0,
      },
      markupPaise,
    ),
    images: colourImages(product, chosen),
    colours: colours.map((colour) => {
      const prices = colourPrices(product, colour);
      const price = withMarkup(prices.basePricePaise, markupPaise);
      return {
        name: colour.name,
        slug: colour.slug,
        swatch: colourImages(product, colour)[0]!,
        price: toRupees(price),
        oldPrice: prices.oldPricePaise === null ? null : toRupees(withMarkup(prices.oldPricePaise, markupPaise)),
        inStock: stockOf(colour.id) > 0,
        ...sizePricesOf(
          variants.filter((variant) => variant.colourId === colour.id),
          markupPaise,
        ),
      };
    }),
    colour: chosen?.slug ?? "",
    variants: variants.map((variant) => {
      const colour = colours.find((c) => c.id === variant.colourId);
      return {
        colour: colour?.slug ?? "",
        size: variant.size,
        sku: variant.sku,
        inStock: variant.stock > 0,
        price: toRupees(withMarkup(variantPrices(product, colour, variant).basePricePaise, markupPaise)),
      };
    }),
  };
  view.options = [
    { name: "Colour", values: colours.map((colour) => colour.name) },
    ...(product.sizes.length ? [{ name: "Size" as const, values: product.sizes }] : []),
  ];
  view.image = view.images[0]!.src;
  if (!product.sizes.length) return view;
  return {
    ...view,
    sizeAvailability: product.sizes.map((size) => {
      const variant = variants.find((v) => v.colourId === chosen?.id && v.size === size);
      const stock = variant?.stock ?? 0;
      const availability = { size, inStock: stock > 0, fewLeft: stock > 0 && stock <= FEW_LEFT ? stock : null };
      if (variant?.basePricePaise == null) return availability;
      const prices = variantPrices(product, chosen, variant);
      const price = withMarkup(prices.basePricePaise, markupPaise);
      const oldPrice = prices.oldPricePaise === null ? null : withMarkup(prices.oldPricePaise, markupPaise);
      return {
        ...availability,
        price: toRupees(price),
        oldPrice: toRupees(oldPrice),
        discount: discountLabel(price, oldPrice),
      };
    }),
  };
}

/**
 * Where the link of a product that became another's colour now leads: that product, on that colour; or,
 * once that colour was removed, the product as it opens.
 */
export async function formerProductPath(db: Db, id: number): Promise<string | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const [row] = await db
    .select({ productId: productColours.productId, slug: productColours.slug })
    .from(productColours)
    .innerJoin(products, eq(products.id, productColours.productId))
    .where(and(eq(productColours.formerProductId, id), eq(products.hidden, false)));
  if (row) return `/product/${row.productId}?color=${encodeURIComponent(row.slug)}`;
  const [joined] = await db
    .select({ productId: formerProducts.productId })
    .from(formerProducts)
    .innerJoin(products, eq(products.id, formerProducts.productId))
    .where(and(eq(formerProducts.id, id), eq(products.hidden, false)));
  return joined ? `/product/${joined.productId}` : undefined;
}
