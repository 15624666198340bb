import { describe, expect, it } from 'vitest';
import { scoreLocally, scoreWithModelClient } from '../../../src/services/model/model-scoring';
import type { JsonRequest, ModelClient } from '../../../src/services/model/chat-client';

// The interviewer asks no problem-type question, so the local engine does not assess problem_solving.
const TRANSCRIPT = `Interviewer: Tell me about yourself.
Candidate: I grew up near the coast and I love hiking with friends on weekends. I studied biology at university and later moved into software because I enjoyed working with data. These days I build web services in Go and Postgres for a small logistics company.
Interviewer: What does a database index do?
Candidate: An index keeps a column sorted, so the database can find rows without scanning the whole table, although every insert then costs a little more.`;

/** A model that quotes the transcript for technical_accuracy and communication, never for problem_solving. */
function fakeModel(): ModelClient & { asks: string[][] } {
  const asks: string[][] = [];
  const answers: Record<string, { score: number; feedback: string; evidence: string[] }> = {
    technical_accuracy: { score: 90, feedback: 'Sound.', evidence: ['An index keeps a column sorted'] },
    communication: { score: 80, feedback: 'Clear.', evidence: ['I build web services in Go and Postgres'] },
    problem_solving: { score: 20, feedback: 'Weak.', evidence: ['I solved every problem we ever had'] },
  };
  return {
    label: 'openai:fake',
    asks,
    async completeJson<T>(req: JsonRequest<T>) {
      const dims = (req.schema as { required: string[] }).required;
      asks.push(dims);
      const parsed = req.parse(Object.fromEntries(dims.map((d) => [d, answers[d]])));
      if (!parsed.ok) throw new Error(parsed.problem);
      return { value: parsed.value, usage: { prompt: 1, completion: 1 } };
    },
  };
}

describe('scoreWithModelClient: a dimension without evidence', () => {
  const input = { transcript: TRANSCRIPT, role: 'Backend Engineer', rubric: null };

  it('that the local engine did not assess takes the mean of the model-scored dimensions, not the local mean', async () => {
    const local = scoreLocally(input);
    expect(local.dimensions.problem_solving.feedback).toMatch(/^Not assessed: /);
    expect(local.dimensions.problem_solving.score).not.toBe(85);

    const model = fakeModel();
    const r = await scoreWithModelClient(model, input);
    expect(model.asks).toEqual([['technical_accuracy', 'communication', 'problem_solving'], ['problem_solving']]);
    expect(r.localDimensions).toEqual(['problem_solving']);
    expect(r.scorecard.dimensions.technical_accuracy.score).toBe(90);
    expect(r.scorecard.dimensions.communication.score).toBe(80);
    expect(r.scorecard.dimensions.problem_solving.score).toBe(85);
    expect(r.scorecard.dimensions.problem_solving.feedback).toMatch(/^Not assessed: /);
    expect(r.scorecard.dimensions.problem_solving.feedback).toContain('The score shown (85) is the mean');
    expect(r.scorecard.overall_score).toBe(85);
    expect(r.scorecard.summary).toContain('strongest in technical accuracy (90), weakest in communication (80).');
    expect(r.scorecard.summary).not.toMatch(/problem solving \(\d+\)/);
  });

  it('that the local engine assessed takes its score and feedback', async () => {
    const withProblem = TRANSCRIPT.replace('What does a database index do?', 'How would you speed up a slow query?');
    const local = scoreLocally({ ...input, transcript: withProblem });
    expect(local.dimensions.problem_solving.feedback).not.toMatch(/^Not assessed/);
    const r = await scoreWithModelClient(fakeModel(), { ...input, transcript: withProblem });
    expect(r.scorecard.dimensions.problem_solving).toEqual(local.dimensions.problem_solving);
    expect(r.scorecard.overall_score).toBe(Math.round((90 + 80 + local.dimensions.problem_solving.score) / 3));
  });
});
