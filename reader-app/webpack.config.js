const { createConfig } = require('../tools/webpack/create-config');

// Exposes the remote's pages (rendered by the shell inside its layout and router) and a signed-in reader's navbar entries.
module.exports = createConfig({
  project: 'reader-app',
  federationName: 'reader_app',
  port: 4201,
  exposes: { './App': './src/remote-entry.tsx', './nav': './src/nav.ts' },
  // The API reads each page starts with, published as /route-data.json so the shell's deployment can start them
  // with the page (edge/); reader-app/src/route-data.spec.tsx keeps it true.
  routeData: './src/route-data.json',
  // Per page, the read whose answer names the first images it shows (the covers of /books' first row, its LCP), so
  // the shell's deployment preloads them with the HTML instead of the page asking once it has rendered.
  routeImages: './src/route-images.json',
  // The pages whose code the shell's deployment preloads with the HTML (route-chunks.json): the ones a visitor lands on
  // (a pattern such as /books/:id stands for every such path).
  routePages: {
    '/': './features/home/HomePage',
    '/books': './features/books/BooksPage',
    '/authors': './features/authors/AuthorsPage',
    '/books/:id': './features/book-detail/BookDetailPage',
    '/authors/:id': './features/authors/AuthorPage',
  },
});
