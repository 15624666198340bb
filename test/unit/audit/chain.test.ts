import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../src/domain/audit/canonical-json';
import { chainEntry, entryHash, GENESIS_HASH, verifyChain, type AuditEntry } from '../../../src/domain/audit/chain';

const AT = new Date(Date.UTC(2026, 10, 28, 10, 0, 0, 123));

function chain(n: number): AuditEntry[] {
  const out: AuditEntry[] = [];
  for (let i = 0; i < n; i++) {
    const prev = out.at(-1);
    out.push(
      chainEntry(
        {
          id: `aud_${i}`,
          company_id: 'cmp_a',
          at: new Date(AT.getTime() + i * 1000),
          actor_type: i % 2 ? 'key' : 'operator',
          actor: i % 2 ? 'key_x' : 'alice',
          action: 'key.created',
          target: `key_${i}`,
          request_id: `req_${i}`,
          details: { n: i, nested: { b: 1, a: [1, 'x'] } },
        },
        prev ? { seq: prev.seq, hash: prev.hash } : null,
      ),
    );
  }
  return out;
}
const headOf = (entries: AuditEntry[]) => {
  const last = entries.at(-1);
  return last ? { seq: last.seq, hash: last.hash } : null;
};

describe('canonicalJson', () => {
  it('spells equal values the same whatever the key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
        expect(JSON.parse(canonicalJson(obj))).toEqual(JSON.parse(JSON.stringify(obj)));
      }),
    );
  });

  it('writes dates as ISO strings and leaves undefined members out', () => {
    expect(canonicalJson({ at: AT, gone: undefined })).toBe('{"at":"2026-11-28T10:00:00.123Z"}');
  });
});

describe('the audit hash chain', () => {
  it('numbers a company’s entries from 1 and links each to the one before', () => {
    const entries = chain(3);
    expect(entries.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(entries[0]!.prev_hash).toBe(GENESIS_HASH);
    expect(entries[1]!.prev_hash).toBe(entries[0]!.hash);
    expect(entries[2]!.hash).toBe(entryHash(entries[2]!, entries[1]!.hash));
    expect(verifyChain(entries, headOf(entries))).toEqual({ intact: true, entries: 3 });
  });

  it('is intact with no entries and no head', () => {
    expect(verifyChain([], null)).toEqual({ intact: true, entries: 0 });
  });

  it('reports a removed entry at the entry after it', () => {
    const entries = chain(5);
    const verdict = verifyChain([...entries.slice(0, 2), ...entries.slice(3)], headOf(entries));
    expect(verdict).toMatchObject({ intact: false, firstBad: { id: 'aud_3', seq: 4 } });
  });

  it('reports a removed newest entry against the head', () => {
    const entries = chain(4);
    const verdict = verifyChain(entries.slice(0, 3), headOf(entries));
    expect(verdict).toMatchObject({ intact: false, firstBad: { id: null, seq: 4 } });
  });

  it('reports any edited field of any entry, naming that entry', () => {
    const fields = ['at', 'actor', 'action', 'target', 'request_id', 'details', 'company_id', 'actor_type'] as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), fc.constantFrom(...fields), (index, field) => {
        const entries = chain(6);
        const e = entries[index]!;
        const edited: AuditEntry = {
          ...e,
          [field]:
            field === 'at'
              ? new Date(e.at.getTime() + 1)
              : field === 'details'
                ? { ...e.details, n: -1 }
                : field === 'actor_type'
                  ? e.actor_type === 'key'
                    ? 'operator'
                    : 'key'
                  : `${e[field]}x`,
        };
        entries[index] = edited;
        expect(verifyChain(entries, headOf(chain(6)))).toMatchObject({
          intact: false,
          firstBad: { id: e.id, seq: e.seq },
        });
      }),
    );
  });

  it('reports an edit whose hash was recomputed at the entry after it', () => {
    const entries = chain(3);
    const forged = { ...entries[1]!, target: 'key_other' };
    forged.hash = entryHash(forged, forged.prev_hash);
    const verdict = verifyChain([entries[0]!, forged, entries[2]!], headOf(entries));
    expect(verdict).toMatchObject({ intact: false, firstBad: { id: 'aud_2', seq: 3 } });
  });

  it('reports entries whose head is missing', () => {
    expect(verifyChain(chain(2), null)).toMatchObject({ intact: false, firstBad: { seq: 1 } });
  });
});
