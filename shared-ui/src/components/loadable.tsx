import { useEffect, useReducer, type ComponentType, type ReactNode } from 'react';

type Module<P> = { default: ComponentType<P> };
type State<P> =
  | { status: 'idle' }
  | { status: 'loading'; promise: Promise<unknown> }
  | { status: 'ready'; Component: ComponentType<P> }
  | { status: 'failed'; error: unknown };

export type Loadable<P> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component can render. */
  preload(): Promise<unknown>;
};

/**
 * A component whose code loads on first render (or on `preload()`), like React.lazy, but without Suspense: while it
 * loads, `fallback` renders, and once loaded it renders in the same pass as its parent. React holds back the reveal
 * of content that resolves a Suspense fallback until 300 ms after the fallback showed (its "throttle"); a page
 * whose code and data are already there should not wait for a timer. A load that fails is thrown to the nearest
 * error boundary, as React.lazy does.
 */
export function loadable<P extends object>(load: () => Promise<Module<P>>, fallback: ReactNode = null): Loadable<P> {
  let state: State<P> = { status: 'idle' };
  const preload = () => {
    if (state.status === 'idle') {
      const promise = load().then(
        (module) => (state = { status: 'ready', Component: module.default }),
        (error: unknown) => (state = { status: 'failed', error }),
      );
      state = { status: 'loading', promise };
    }
    return state.status === 'loading' ? state.promise : Promise.resolve();
  };
  function LoadableComponent(props: P) {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    const loading = state.status !== 'ready' && state.status !== 'failed';
    useEffect(() => {
      if (!loading) return;
      let mounted = true;
      void preload().then(() => mounted && rerender());
      return () => {
        mounted = false;
      };
    }, [loading]);
    if (state.status === 'ready') return <state.Component {...props} />;
    if (state.status === 'failed') throw state.error;
    return <>{fallback}</>;
  }
  return Object.assign(LoadableComponent, { preload });
}
