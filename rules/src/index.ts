// The product's rules that the API and the frontends both apply (accounts, ISBNs), with the messages the screens
// show. Imported as '@book/rules' by both sides: it imports nothing, so it stays small in the browser.
export * from './password';
export * from './username';
export * from './isbn';
