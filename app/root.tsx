import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteHeader } from "./components/SiteHeader";
import { SiteFooter } from "./components/SiteFooter";
import { DEFAULT_STORE_NAME } from "@rules/store-contact";
import { isOwnPagePath } from "@rules/caching";
import { pageKey } from "@rules/safe-redirect";
import { useNonce } from "./components/nonce";
import { ToastProvider } from "./components/toast";
import { Toaster } from "./components/Toaster";
import { FocusOnNavigation } from "./components/FocusOnNavigation";
import { StoreLinkNavigation } from "./components/ui/StoreLink";
import { IconSprites } from "./components/SpriteIcon";
import { CardActionsProvider } from "./components/cart/CardActions";
import { ShopperProvider, useShopper } from "./components/shopper";
import { useHydrated } from "./components/use-hydrated";
import { EARLY_TAPS_SCRIPT, replayEarlyTaps, takeUpEarlyInput } from "~/lib/early-input";
import { ErrorPanel } from "./components/ui/ErrorPanel";
// Linked with a precedence (below), so React puts it ahead of the scripts' preloads in the head: a phone then
// fetches the one render-blocking file first instead of after some twenty scripts.
import stylesheet from "./app.css?url";

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { settings } = context.services;
  const shopper = await context.services.shopperSummary({
    owner: context.owner,
    known: context.shopperKnown,
    user: context.user,
  });
  return {
    storeName: settings.storeName,
    /** The store's own address (PUBLIC_URL), for canonical URLs. */
    publicUrl: settings.publicUrl,
    supportEmail: settings.supportEmail,
    contact: settings.contact,
    // The copyright line shows the current year (read on the server so both renders agree).
    year: new Date().getFullYear(),
    /**
     * This copy may be anyone's (app/entry.server.tsx): the shopper's own counts, hearts and account come
     * from GET /api/shopper once the page has loaded (app/components/shopper.tsx), not from `shopper`.
     */
    shared: context.sharedPolicy !== undefined,
    /** The header's counts, the hearts, the account: read them through useShopper, never here. */
    shopper,
    freeShippingThresholdPaise: settings.freeShippingThresholdPaise,
    shippingFeePaise: settings.shippingFeePaise,
    cartIdleClearMs: settings.cartIdleClearMs,
    // Shown on the error page so a shopper can quote it to customer care.
    requestId: context.requestId,
    /** The page this load was for (pageKey): its message and error reference are that page's. */
    loadedFor: pageKey(url.pathname, url.search),
    /** The message a no-JavaScript form post left for this page, shown once (app/lib/flash.ts). */
    flash: context.flash,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/**
 * The root's data changes with what the shopper does (a cart, a wishlist, signing in), not with the catalogue
 * page they go to: it reloads after a submission, when asked to (useRevalidator), and on the way to one of
 * the shopper's own pages (the cart, the thank-you page after a payment, the login page after a session
 * ended), which must agree with the header. Back on the tab, the counts are asked for again
 * (app/components/shopper.tsx). A navigation to a catalogue page then asks only for that page's
 * data, which is the same for everyone, so a shared cache may keep it (server/http/shared-pages.ts, decision
 * 012).
 */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const submitted = formMethod !== undefined && formMethod.toUpperCase() !== "GET";
  const reload = submitted || currentUrl.href === nextUrl.href || isOwnPagePath(nextUrl.pathname);
  return reload ? defaultShouldRevalidate : false;
}

export const useRootData = () => useRouteLoaderData<RootData>("root");

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#be123c" />
        {/* Before any control it holds a tap for (app/lib/early-input.ts). */}
        <script nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={stylesheet} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        <IconSprites />
        <ShopperProvider>
          <HydratedMark />
          <EarlyInput />
          <ToastProvider>
            <a
              href="#main"
              className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
            >
              Skip to content
            </a>
            <SiteHeader storeName={data?.storeName ?? DEFAULT_STORE_NAME} />
            <main id="main" className="flex-1">
              <CardActionsProvider>{children}</CardActionsProvider>
            </main>
            <SiteFooter
              storeName={data?.storeName ?? DEFAULT_STORE_NAME}
              supportEmail={data?.supportEmail ?? ""}
              contact={data?.contact}
              year={data?.year ?? new Date().getFullYear()}
            />
            <Toaster />
            <FocusOnNavigation />
            <StoreLinkNavigation />
          </ToastProvider>
        </ShopperProvider>
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

/**
 * Marks the page as working with JavaScript (its controls have left their server-rendered state, useHydrated),
 * and as knowing whose page it is (a shared page's personal parts have arrived): the browser tests wait for
 * it before they click or count.
 */
function HydratedMark() {
  const { known } = useShopper();
  const hydrated = useHydrated();
  useEffect(() => {
    if (known && hydrated) document.documentElement.dataset.hydrated = "";
  }, [known, hydrated]);
  return null;
}

/**
 * Takes up, once, what was typed into the page's fields before it hydrated, then the taps held for the
 * scripts (app/lib/early-input.ts): after the fields, so a held Buy Now sees the size and quantity chosen.
 */
function EarlyInput() {
  useEffect(() => {
    takeUpEarlyInput(document);
    replayEarlyTaps();
  }, []);
  return null;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRootData();
  const { pathname, search } = useLocation();
  const storeName = data?.storeName ?? DEFAULT_STORE_NAME;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorPanel
        code="Error 404"
        title="Page not found"
        documentTitle={`Page not found | ${storeName}`}
        links={[
          { to: "/", label: "Go to the home page" },
          { to: "/products", label: "Browse products" },
        ]}
      >
        <p className="mt-4 text-muted">The page you are looking for has moved or never existed.</p>
      </ErrorPanel>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <ErrorPanel
        code="Error 403"
        title="Not allowed"
        documentTitle={`Not allowed | ${storeName}`}
        links={[
          { to: "/", label: "Go to the home page" },
          { to: "/account", label: "My Account" },
        ]}
      >
        <p className="mt-4 text-muted">
          {messageOf(error.data) ??
            "This page is for the store's staff. If you work here, log out and log in with your staff account."}
        </p>
      </ErrorPanel>
    );
  }
  // A request the store refused (a form it could not read, a field holding a character no text may): trying
  // again would not help, so the page says what was wrong, as the JSON API's `message` does.
  const refusal = isRouteErrorResponse(error) && error.status < 500 ? messageOf(error.data) : undefined;
  if (refusal && isRouteErrorResponse(error)) {
    return (
      <ErrorPanel
        code={`Error ${error.status}`}
        title="This request could not be used"
        documentTitle={`Request refused | ${storeName}`}
      >
        <p className="mt-4 text-muted" role="alert">
          {refusal}
        </p>
      </ErrorPanel>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The reference of the request that failed: the root's data when it was loaded for this page, not kept from
  // an earlier one (a navigation that failed may not have loaded the root again).
  const requestId = data?.loadedFor === pageKey(pathname, search) ? data.requestId : undefined;
  return (
    <ErrorPanel
      code={`Error ${status}`}
      title="Something went wrong"
      documentTitle={`Something went wrong | ${storeName}`}
    >
      <p className="mt-4 text-muted">We could not load this page. Please try again in a moment.</p>
      {requestId ? (
        <p className="mt-2 text-sm text-muted">
          Reference for customer care: <code>{requestId}</code>
        </p>
      ) : null}
    </ErrorPanel>
  );
}

/** The `message` of a refusal's data (`data({ message }, { status: 400 })`), when it has one. */
function messageOf(data: unknown): string | undefined {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message !== "" ? message : undefined;
}
