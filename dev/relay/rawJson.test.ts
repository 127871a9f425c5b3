import { describe, expect, it } from 'vitest';
import { errorFrame, idKey, parseFrame, rawMember, resultFrame } from './rawJson.ts';

describe('rawMember', () => {
  it('cuts the top-level member out of the text, whatever its type and position', () => {
    expect(rawMember('{"id":123456789012345678901,"a":1}', 'id')).toBe('123456789012345678901');
    expect(rawMember('{ "a" : {"id": 1}, "id" : "17320000000000000001" }', 'id')).toBe(
      '"17320000000000000001"',
    );
    expect(rawMember('{"s":"x\\"id\\":2","id":3}', 'id')).toBe('3');
    expect(rawMember('{"a":[{"id":1}],"id":null}', 'id')).toBe('null');
    expect(rawMember('{"id":{"x":[1,2]}}', 'id')).toBe('{"x":[1,2]}');
    expect(rawMember('{"\\u0069d":7}', 'id')).toBe('7');
    expect(rawMember('{"id":1,"id":2}', 'id')).toBe('2');
    expect(rawMember('{"a":1}', 'id')).toBeNull();
    expect(rawMember('[{"id":1}]', 'id')).toBeNull();
  });
});

describe('frames', () => {
  it('parses a frame and keeps its raw id', () => {
    expect(parseFrame('{"id":99999999999999999999,"result":true}')).toEqual({
      value: { id: 1e20, result: true },
      rawId: '99999999999999999999',
    });
    expect(() => parseFrame('{')).toThrow(SyntaxError);
  });

  it('writes answers with the raw id unchanged', () => {
    expect(resultFrame('99999999999999999999', 'sub')).toBe(
      '{"id":99999999999999999999,"jsonrpc":"2.0","result":"sub"}',
    );
    expect(JSON.parse(errorFrame(null, -32700, 'Parse error'))).toEqual({
      id: null,
      jsonrpc: '2.0',
      error: { code: -32700, message: 'Parse error' },
    });
  });

  it('compares ids in number, string and the sign-client bigint forms alike', () => {
    expect(idKey('1732000000000000001')).toBe('1732000000000000001');
    expect(idKey('"1732000000000000001"')).toBe('1732000000000000001');
    expect(idKey('"1732000000000000001n"')).toBe('1732000000000000001');
  });
});
