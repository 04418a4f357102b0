// Runs on a worker thread that main.ts starts before anything else. The first Intl formatter a page creates costs
// ~25 ms of one thread (~100 ms on a phone): V8 builds its list of available locales and ICU loads the locale's data.
// Both are kept per process, not per thread, so creating the kit's formatters here (formatNumber, formatDate in
// @book/shared-ui) pays that on another core while the main thread runs the shell and waits for the remote: the
// page's own first formatter (e.g. the home page's statistics, the catalogue's "N books found") is then cheap.
new Intl.NumberFormat().format(0);
new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(0);
close();
