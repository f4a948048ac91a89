/**
 * The rate limits count per clock minute (docs/product.md#api-conventions). A test that sends a burst
 * near the end of a minute would see the count start again mid-burst: it starts in a fresh minute.
 */
export async function awayFromWindowEdge(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 52_000) await new Promise((r) => setTimeout(r, 60_000 - intoMinute + 250));
}
