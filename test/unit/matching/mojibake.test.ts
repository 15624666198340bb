import { describe, expect, it } from 'vitest';
import { analyseResume } from '../../../src/domain/matching/index';
import { repairMojibake } from '../../../src/domain/matching/mojibake';

// UTF-8 read as Windows-1252 glues its leftovers onto words ("payrollâ", "cafã"), so the words
// would not count as themselves.
describe('repairMojibake', () => {
  it.each([
    ['the teamâ€™s budget', 'the team’s budget'],
    ['cafÃ© menus and sautÃ©ed greens', 'café menus and sautéed greens'],
    ['â€¢Reconciled ledgers', '•Reconciled ledgers'],
    ['donorsÃ¢â‚¬â„¢ gifts', 'donors’ gifts'],
  ])('decodes %j', (broken, fixed) => {
    expect(repairMojibake(broken)).toBe(fixed);
  });

  it('blanks the wrecks of sequences that lost a byte, and a lone "Â" left by a no-break space', () => {
    expect(repairMojibake('Payroll Clerkï¼\u200b Harbor Foods')).not.toMatch(/[ï¼]/);
    expect(repairMojibake('payrollÂ and invoicing').split(/\s+/)).toEqual(['payroll', 'and', 'invoicing']);
  });

  it('leaves accented words and ordinary symbols alone', () => {
    for (const s of [
      'São Paulo, château, naïve, résumé, Ärger',
      '©2020 Müller & Søn',
      'Â la carte',
      'Nescafé® and «Café»',
    ])
      expect(repairMojibake(s)).toBe(s);
  });

  // A capital or accented letter before a typographic symbol is not a UTF-8 sequence ("QUALITÉ–"
  // must not become "QUALITɖ").
  it.each([
    'RESPONSABLE QUALITÉ–SÉCURITÉ',
    '«J’ai été…» dit-il',
    'NESTLÉ®',
    'CAFÉ’S',
    'RÉSUMÉ—ENGINEER',
    'ÑANDÚ™',
    'Hanoï’s markets',
  ])('leaves the accented text %j as it is', (s) => {
    expect(repairMojibake(s)).toBe(s);
  });

  it('in a text that does carry mojibake, decodes only to letters and punctuation', () => {
    expect(repairMojibake('the teamâ€™s budget, NESTLÉ® and RÉSUMÉ—ENGINEER')).toBe(
      'the team’s budget, NESTLÉ® and RÉSUMÉ—ENGINEER',
    );
    expect(repairMojibake('cafÃ© au lait; «J’ai été…»')).toBe('café au lait; «J’ai été…»');
  });

  // About 0.04 ms for 50,000 characters here; the bound only catches a pathological pattern.
  it('costs little on 50,000 characters of clean accented text', () => {
    const clean = 'Reconciled ledgers and café receipts for the team’s budget – résumé®. '.repeat(700);
    repairMojibake(clean);
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) repairMojibake(clean);
    expect((performance.now() - t0) / 20).toBeLessThan(2);
  });

  it('gives a resume with mojibake the same words as its clean twin', () => {
    const clean = 'Payroll Clerk\nProcessed payroll for the clinic’s staff • reconciled café receipts';
    const broken = 'Payroll Clerk\nProcessed payrollÂ for the clinicâ€™s staff â€¢ reconciled cafÃ© receipts';
    expect([...analyseResume(broken).tf].sort()).toEqual([...analyseResume(clean).tf].sort());
  });
});

describe('title headings in capitals', () => {
  it.each([
    ['DIRECTOR OF FLEET SAFETY', 'Director of Fleet Safety'],
    ['PAYROLL CLERK III', 'Payroll Clerk III'],
    ['IT SUPPORT TECHNICIAN', 'IT Support Technician'],
    ['CO-OWNER AND HEAD BAKER', 'Co-Owner and Head Baker'],
  ])('reads %j as the title %j', (heading, title) => {
    expect(analyseResume(`${heading}\nKept the books.`).titles[0]).toBe(title);
  });
});
