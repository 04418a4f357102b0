// Warm the Intl formatters on another thread while this one loads the page (see intl-warmup.worker.ts).
new Worker(/* webpackChunkName: "intl-warmup" */ new URL('./intl-warmup.worker.ts', import.meta.url));
// Async boundary: lets Module Federation negotiate the shared singletons before any of them is evaluated.
import('./bootstrap');
