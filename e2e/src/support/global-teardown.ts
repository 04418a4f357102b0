export default async function globalTeardown(): Promise<void> {
  const product = (globalThis as Record<string, unknown>).__PRODUCT__ as { stop(): Promise<void> } | undefined;
  await product?.stop();
}
