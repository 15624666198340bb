// One list of name particles for the blind view and the speaker labels: a name with any of them is
// a name both in a resume and as a speaker label, and prose with a particle-like word stays prose.
import { describe, expect, it } from 'vitest';
import { blindResume, blindTranscript } from '../../../src/domain/blind/index';
import { isName } from '../../../src/domain/blind/names';
import { readLine } from '../../../src/domain/scoring/speaker-labels';
import { NAME_PARTICLES } from '../../../src/domain/text/name-particles';

const PARTICLES = [...NAME_PARTICLES];

describe('name particles', () => {
  it('are lowercase words, each listed once', () => {
    expect(PARTICLES.length).toBeGreaterThan(20);
    for (const p of PARTICLES) expect(p).toMatch(/^\p{Ll}+$/u);
  });

  it.each(PARTICLES)('"Owain %s Rhys" is a name in a resume header and goes from the blind view', (p) => {
    const name = `Owain ${p} Rhys`;
    expect(isName(name)).toBe(true);
    const blind = blindResume(`${name} — Backend Engineer\nSummary\nBuilt payment APIs in Go for 6 years.`);
    expect(blind).toBe('Backend Engineer\nSummary\nBuilt payment APIs in Go for 6 years.');
  });

  it.each(PARTICLES)('"Owain %s Rhys:" is a speaker label, numbered in the blind view', (p) => {
    const name = `Owain ${p} Rhys`;
    expect(readLine(`${name}: I rolled back the deploy.`).label).toBe(name);
    const blind = blindTranscript(
      `Sara Lind: Tell me about an outage.\n${name}: I rolled back the deploy.\nSara Lind: And then?\n${name}: I added a load test.`,
    );
    expect(blind).toBe(
      'Speaker 1: Tell me about an outage.\nSpeaker 2: I rolled back the deploy.\nSpeaker 1: And then?\nSpeaker 2: I added a load test.',
    );
  });

  it('a line of prose with a particle-like word that does not recur stays in the answer word for word', () => {
    const t = 'Interviewer: Which languages?\nCandidate: Mostly these two.\nGo e Rust\nInterviewer: Why?';
    expect(blindTranscript(t)).toBe(t);
  });
});
