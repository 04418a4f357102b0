import { MAX_JSON_DEPTH, nestedDeeperThan } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');
const nested = (depth: number) => `${'{"a":['.repeat(depth / 2)}1${']}'.repeat(depth / 2)}`;

describe('nestedDeeperThan (the JSON body nesting limit)', () => {
  it('counts objects and arrays alike, up to the limit included', () => {
    expect(nestedDeeperThan(bytes(nested(MAX_JSON_DEPTH)), MAX_JSON_DEPTH)).toBe(false);
    expect(nestedDeeperThan(bytes(`[${nested(MAX_JSON_DEPTH)}]`), MAX_JSON_DEPTH)).toBe(true);
    expect(nestedDeeperThan(bytes('['.repeat(10_000)), MAX_JSON_DEPTH)).toBe(true);
  });

  it('counts depth, not the number of brackets', () => {
    expect(nestedDeeperThan(bytes(JSON.stringify(Array.from({ length: 1000 }, () => ({ a: [1] })))), 3)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestedDeeperThan(bytes(JSON.stringify({ text: '[[[[{{{{', quoted: 'say "[[[[" \\ [' })), 1)).toBe(false);
    expect(nestedDeeperThan(bytes(JSON.stringify({ text: 'é "ü" [[[[', deep: [[['x']]] })), 3)).toBe(true);
  });
});
