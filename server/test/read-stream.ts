/** Reads an event stream in tests (docs/ARCHITECTURE.md, Change notices). */

/** Reads `body` until `wanted` appears in it, or fails after `ms`; answers the text read. */
export async function readUntil(
  body: ReadableStream<Uint8Array>,
  wanted: string,
  ms = 5000,
): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  try {
    while (!text.includes(wanted)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${wanted}" in: ${text}`);
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no "${wanted}" in: ${text}`)), left),
        ),
      ]);
      if (chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  } finally {
    reader.releaseLock();
  }
  return text;
}

/** Answers 'ended' once `body` ends, or 'still open' after `ms`. */
export async function endsWithin(
  body: ReadableStream<Uint8Array>,
  ms: number,
): Promise<'ended' | 'still open'> {
  const reader = body.getReader();
  const ends = async () => {
    for (;;) if ((await reader.read()).done) return 'ended' as const;
  };
  const late = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms));
  try {
    return await Promise.race([ends(), late]);
  } finally {
    void reader.cancel().catch(() => undefined);
  }
}
