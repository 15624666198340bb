import { describe, expect, it } from 'vitest';
import { analyseResume, sanitizeResume } from '../../../src/domain/matching/index';

describe('sanitizeResume', () => {
  it('drops a name on the first line but keeps a job title there', () => {
    expect(sanitizeResume('Maria Garcia\nAccountant\nDid audits.').trim().split('\n')[0]).toBe('Accountant');
    expect(sanitizeResume('Senior Accountant\nDid audits.').split('\n')[0]).toBe('Senior Accountant');
    expect(sanitizeResume('Registered Nurse\nCared for patients.').split('\n')[0]).toBe('Registered Nurse');
  });

  // A joiner ("of", "and"), "IT" or a grade ("Sr.", "II") does not make the heading a name.
  it.each([
    'HEAD OF PAYROLL OPERATIONS',
    'FINANCE AND PAYROLL COORDINATOR',
    'IT SUPPORT TECHNICIAN',
    'Sr. Payroll Clerk',
    'Payroll Clerk II',
  ])('keeps the title heading %j', (heading) => {
    expect(sanitizeResume(`${heading}\nDid audits.`).split('\n')[0]).toBe(heading);
    expect(analyseResume(`${heading}\nDid audits.`).titles[0]?.toLowerCase()).toBe(heading.toLowerCase());
  });

  // A "the", "of" or "it" (accents stripped, so "Thế" too) does not make the first line a title,
  // and a grade such as "Vi" still counts as part of a name.
  it.each([
    'Nguyen The Anh',
    'Nguyễn Thế Anh',
    'NGUYEN THE HUNG',
    'Dang The Phong',
    'Le Van The',
    'Vi Baker',
    'Vi Hunter',
    'Baker Vi',
    'Tom Of Mars',
  ])('drops the name %j, whose words look like joiners or grades', (name) => {
    expect(sanitizeResume(`${name}\nAccountant\nDid audits.`).trim().split('\n')[0]).toBe('Accountant');
  });

  it.each([
    'DIRECTOR OF SOCIAL MEDIA MARKETING',
    'Head of the Finance Department',
    'Director of IT',
    'ACCOUNTANT III',
    'Clerk IV',
    'SR. MANAGER',
  ])('keeps the title heading %j, joined or graded', (heading) => {
    expect(sanitizeResume(`${heading}\nDid audits.`).split('\n')[0]).toBe(heading);
  });

  it.each([
    'Grace Hunter Cook',
    'Tom Baker Jr.',
    'Ray Smith Jr.',
    'ANNA LEE III',
    'Per Lindqvist',
    'Will Mason',
    'Grant Lee Mason',
    'Joy Lynn Miller',
    'MARIA DE LA CRUZ',
  ])('still drops the name %j, job nouns and suffixes included', (name) => {
    expect(sanitizeResume(`${name}\nAccountant\nDid audits.`).trim().split('\n')[0]).toBe('Accountant');
  });

  it.each([
    'Date of birth: 1 May 1980',
    'DOB: 01/05/1980',
    'Gender: female',
    'Marital status: married',
    'Nationality: French',
    'Religion: none',
    'Phone: 555 123 4567',
    'Email: someone@example.com',
    'Address: 1 Main Street',
    'Pronouns: they/them',
  ])('removes the personal line %j', (line) => {
    expect(sanitizeResume(`Accountant\n${line}\nDid audits.`)).not.toContain(line.split(':')[1]!.trim());
  });

  it('removes contact details, ages and pronouns inside lines', () => {
    const out = sanitizeResume(
      'Accountant (she/her) | jo@example.com | (555) 123-4567 | age 45 | 12 Oak Street, Springfield, IL 62704\nDid audits.',
    );
    for (const bit of ['she/her', 'jo@example.com', '123-4567', 'age 45', 'Oak Street', '62704'])
      expect(out).not.toContain(bit);
    expect(out).toContain('Accountant');
  });

  it('removes neopronouns inside lines like "she/her", and keeps look-alike pairs', () => {
    for (const pronouns of ['(ze/hir)', 'zie/zir/zirs', 'xe/xyr', '(ey/em/eir)', 'fae/faer', 've/ver', 'sie/hir']) {
      const out = sanitizeResume(`Accountant ${pronouns} | audits\nDid audits.`);
      expect(out, pronouns).not.toContain(pronouns.replace(/[()]/g, '').split('/')[1]);
      expect(out).toContain('Accountant');
    }
    expect(sanitizeResume('Engineer\nE/E architecture and IT/ITS integration.')).toContain(
      'E/E architecture and IT/ITS integration.',
    );
  });

  it('drops personal sections such as references and hobbies', () => {
    const out = sanitizeResume('Teacher\nExperience\nTaught math.\nReferences\nJohn Smith, principal\nHobbies\nGolf');
    expect(out).toContain('Taught math.');
    expect(out).not.toContain('John Smith');
    expect(out).not.toContain('Golf');
  });

  it('keeps years of experience separate from age', () => {
    expect(
      analyseResume('Accountant\nAge 52. 5 years of experience in audit.', { now: new Date('2025-01-01') }).years,
    ).toBe(5);
  });
});
