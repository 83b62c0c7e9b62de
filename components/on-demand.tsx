// Components whose code loads when first shown (a lazy chunk), without a Suspense boundary.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose module loads when it is first rendered, like React's `lazy`, but which shows `fallback` itself
 * until then instead of suspending: React holds back what a Suspense boundary reveals until 300 ms after its fallback
 * was shown, so every first opening of a result tab waited that long even with its code cached. Once loaded, it renders
 * at once. A module that fails to load throws when rendered, as `lazy` does.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode,
): ComponentType<P> {
  let loaded: { component: ComponentType<P> } | { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { component };
      },
      (error: unknown) => {
        loaded = { error };
      },
    ));
  function OnDemand(props: P): ReactNode {
    const [, rerender] = useState(0);
    const ready = loaded !== undefined;
    useEffect(() => {
      if (ready) return;
      let mounted = true;
      void start().then(() => {
        if (mounted) rerender((n) => n + 1);
      });
      return () => {
        mounted = false;
      };
    }, [ready]);
    if (loaded === undefined) return fallback(props);
    if ('error' in loaded) throw loaded.error;
    const Loaded = loaded.component;
    return <Loaded {...props} />;
  }
  return OnDemand;
}
