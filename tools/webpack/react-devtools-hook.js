// Development only, before anything else on the page (create-config.js): the global hook through which React Fast
// Refresh finds React. Each app has its own refresh runtime; the first one to run would otherwise install a hook that
// remembers no renderer, and a runtime that starts later (a remote's, loaded by the host after React has started) would
// never find React: its edits would compile and apply without re-rendering. This hook keeps the renderers React
// registers, as the React DevTools' does; with the DevTools installed, theirs is used.
if (typeof window !== 'undefined' && window.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  const renderers = new Map();
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
