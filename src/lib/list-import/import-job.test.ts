import { describe, expect, it } from 'vitest';
import {
  answerCollector,
  answerMessages,
  requestCollector,
  requestMessages,
  runImportJob,
  type ImportRequest,
} from './import-job';

const encode = (text: string) => new TextEncoder().encode(text).buffer;

function checked(count: number) {
  const lines = Array.from(
    { length: count },
    (_, index) => `Individual,Siti,Aminah,s${index}@x.my,012-345-6789`,
  );
  return runImportJob({
    bytes: encode(['accountType,firstName,lastName,email,phone', ...lines].join('\n')),
    fileName: 'clients.csv',
    area: 'clients',
    labels: {},
    existingKeys: [],
  });
}

describe("the Worker's answer in slices (docs/ARCHITECTURE.md, Import)", () => {
  it('posts the rows in slices, then the answer, and puts them together again in order', () => {
    const answer = checked(1201);
    const messages = answerMessages(answer);
    expect(messages.map((message) => (message.kind === 'rows' ? message.rows.length : 'answer'))).toEqual([
      500,
      500,
      201,
      'answer',
    ]);
    const collect = answerCollector();
    const collected = messages.map(collect);
    expect(collected.slice(0, -1)).toEqual([null, null, null]);
    expect(collected.at(-1)).toEqual(answer);
  });

  it('a refused file is one message', () => {
    const answer = runImportJob({
      bytes: encode('%PDF-1.7'),
      fileName: 'clients.pdf',
      area: 'clients',
      labels: {},
      existingKeys: [],
    });
    const messages = answerMessages(answer);
    expect(messages).toEqual([{ kind: 'answer', answer }]);
    expect(messages.map(answerCollector())).toEqual([answer]);
  });
});

describe("the device's records to the Worker in slices (docs/ARCHITECTURE.md, Import)", () => {
  const request = (existing?: ImportRequest['existing']): ImportRequest => ({
    bytes: encode('email\nx@y.my'),
    fileName: 'clients.csv',
    area: 'clients',
    labels: {},
    existingKeys: Object.keys(existing ?? {}),
    ...(existing ? { existing } : {}),
  });

  it('posts 1,201 records as three slices, then the request, and the Worker gets them all back', () => {
    const existing = Object.fromEntries(
      Array.from({ length: 1201 }, (_, index) => [
        `c${index}@x.my`,
        { id: `id-${index}`, firstName: 'Siti' },
      ]),
    );
    const messages = requestMessages(request(existing));
    expect(messages.map((message) => message.kind)).toEqual(['existing', 'existing', 'existing', 'request']);
    const last = messages.at(-1);
    expect(last?.kind === 'request' && 'existing' in last.request).toBe(false);
    const collect = requestCollector();
    const got = messages.map(collect);
    expect(got.slice(0, -1)).toEqual([null, null, null]);
    expect(got.at(-1)).toEqual(request(existing));
  });

  it('a device with nothing to match sends the request alone', () => {
    const messages = requestMessages(request());
    expect(messages).toHaveLength(1);
    expect(requestCollector()(messages[0] as (typeof messages)[0])).toEqual(request());
  });
});
