// The one function of mime-types the static origin uses (the package ships no types).
declare module 'mime-types' {
  const mime: { contentType(extensionOrType: string): string | false };
  export default mime;
}
