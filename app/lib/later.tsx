import { lazy, useSyncExternalStore, type ComponentType } from "react";
import { HydratingLater } from "~/components/use-hydrated";

type Module<P> = { default: ComponentType<P> };

/**
 * A component whose script is not part of a page's first load. The server renders it as any other; in the
 * browser its script is asked for when it is first rendered (for a server-rendered part, as the page hydrates),
 * and React hydrates it once the script has come, leaving the server's markup, which works as plain HTML, in
 * place until then. Render it inside a `<Suspense>` whose fallback is that plain version: should the part have
 * to be drawn afresh before its script has come, the fallback stands in, and it is also what the part becomes
 * should its script not come at all (`ifMissing`).
 */
export function later<P extends object>(load: () => Promise<Module<P>>, ifMissing: ComponentType<P>): ComponentType<P> {
  const loadOrPlain = () => load().catch((): Module<P> => ({ default: ifMissing }));
  if (!import.meta.env.SSR)
    return lazy(() =>
      loadOrPlain().then(({ default: Component }) => ({
        default: function HydratedLater(props: P) {
          // React reads the server's value while it hydrates, and the browser's once it has: a useHydrated in
          // the part starts as it did in the server's HTML, though the rest of the page has long hydrated.
          const hydrating = useSyncExternalStore(ignore, isFalse, isTrue);
          return (
            <HydratingLater value={hydrating}>
              <Component {...props} />
            </HydratingLater>
          );
        },
      })),
    );
  // On the server the script is read once, at start, so every render (a page is rendered to a string, which
  // cannot wait) has the part at once.
  let loaded: ComponentType<P> | undefined;
  const ready = loadOrPlain().then((module) => (loaded = module.default));
  const Waiting = lazy(() => ready.then(() => ({ default: loaded! })));
  return function RenderedOnServer(props: P) {
    const Component = loaded ?? Waiting;
    return <Component {...props} />;
  };
}

const ignore = () => () => {};
const isFalse = () => false;
const isTrue = () => true;
