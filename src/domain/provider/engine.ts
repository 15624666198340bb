// Names of the engine that produced a result: shown as the AiEngine search attribute and the
// X-AI-Engine response header.

export const LOCAL_ENGINE = 'local';

export function providerEngineLabel(model: string): string {
  return `openai:${model}`;
}

/** Token counts reported by the provider (zero when it reports none). */
export interface TokenUsage {
  prompt: number;
  completion: number;
}

export const addUsage = (a: TokenUsage, b: TokenUsage): TokenUsage => ({
  prompt: a.prompt + b.prompt,
  completion: a.completion + b.completion,
});
export const NO_USAGE: TokenUsage = Object.freeze({ prompt: 0, completion: 0 });
