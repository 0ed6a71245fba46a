/**
 * The fuzz suite's multipart bodies are what they claim: a well-formed one parses as a form with
 * the json part and the file's exact bytes; the broken ones do not, or lack what they say.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { multipartBody, multipartPlan, type MultipartPlan } from './multipart-body';

const JSON_TEXT = '{"amountSen":1000}';

async function parse(plan: MultipartPlan) {
  const { body, contentType } = multipartBody(JSON_TEXT, 'slip', plan);
  const request = new Request('http://x/', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  });
  return request.formData();
}

const plans = (shape: MultipartPlan['shape']) =>
  multipartPlan.map((plan) => ({ ...plan, shape })).filter((plan) => plan.file.bytes.length < 1024 * 1024);

describe('fuzzed multipart bodies', () => {
  it('well formed: the json part and the file, byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(plans('ok'), async (plan) => {
        const form = await parse(plan);
        expect(form.get('json')).toBe(JSON_TEXT);
        const file = form.get('slip');
        expect(file).toBeInstanceOf(File);
        expect(new Uint8Array(await (file as File).arrayBuffer())).toEqual(plan.file.bytes);
      }),
      { numRuns: 30 },
    );
  });

  it('broken on purpose: unreadable, or without the part it leaves out', async () => {
    await fc.assert(
      fc.asyncProperty(plans('boundary-mismatch'), async (plan) => {
        await expect(parse(plan)).rejects.toThrow();
      }),
      { numRuns: 10 },
    );
    await fc.assert(
      fc.asyncProperty(plans('no-file'), async (plan) => {
        expect((await parse(plan)).get('slip')).toBeNull();
      }),
      { numRuns: 10 },
    );
    await fc.assert(
      fc.asyncProperty(plans('file-as-text'), async (plan) => {
        expect(typeof (await parse(plan)).get('slip')).toBe('string');
      }),
      { numRuns: 10 },
    );
  });
});
