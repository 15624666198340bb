import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/config';
import { providerEngineOf, splitEngineResult } from '../../../src/services/ai-engine';

const openai = { AI_PROVIDER: 'openai', AI_BASE_URL: 'http://10.0.0.5:8000/v1', AI_MODEL: 'llama-3.1-8b' };

describe('AI provider settings', () => {
  it('default to the local engine, with the documented limits', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      AI_PROVIDER: 'local',
      AI_TIMEOUT_MS: 60_000,
      AI_MAX_CONCURRENCY: 8,
      AI_FALLBACK: 'local',
      AI_RETRY_BUDGET_MS: 120_000,
    });
    expect(providerEngineOf(c)).toBeUndefined();
  });

  it('a bad value names its variable', () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ AI_PROVIDER: 'anthropic' }, 'AI_PROVIDER'],
      [{ ...openai, AI_BASE_URL: 'ftp://x' }, 'AI_BASE_URL'],
      [{ AI_TIMEOUT_MS: 'soon' }, 'AI_TIMEOUT_MS'],
      [{ AI_MAX_CONCURRENCY: '0' }, 'AI_MAX_CONCURRENCY'],
      [{ AI_FALLBACK: 'retry' }, 'AI_FALLBACK'],
      [{ AI_RETRY_BUDGET_MS: '-5' }, 'AI_RETRY_BUDGET_MS'],
      [{ AI_PROVIDER: 'openai', AI_BASE_URL: openai.AI_BASE_URL }, 'AI_MODEL'],
      [{ AI_PROVIDER: 'openai', AI_MODEL: 'm' }, 'AI_BASE_URL'],
    ];
    for (const [env, name] of cases) {
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(new RegExp(`^  ${name}`, 'm'));
    }
  });

  it('never echoes the API key, not even a bad one', () => {
    try {
      loadConfig({ ...openai, AI_API_KEY: 'sk-secret-value', AI_TIMEOUT_MS: 'x' });
    } catch (err) {
      expect(String(err)).not.toContain('sk-secret-value');
    }
    expect(() => loadConfig({ ...openai, AI_API_KEY: '' })).not.toThrow();
  });

  it('a private base URL is operator configuration and is allowed (a self-hosted server)', () => {
    expect(loadConfig(openai).AI_BASE_URL).toBe('http://10.0.0.5:8000/v1');
  });

  it('the engine a job carries holds no key and no URL', () => {
    const engine = providerEngineOf(loadConfig({ ...openai, AI_API_KEY: 'sk-secret-value', AI_FALLBACK: 'fail' }))!;
    expect(engine).toEqual({
      label: 'openai:llama-3.1-8b',
      fallback: 'fail',
      timeoutMs: 60_000,
      retryBudgetMs: 120_000,
    });
    expect(JSON.stringify(engine)).not.toMatch(/sk-secret-value|10\.0\.0\.5/);
  });

  it('a result with its engine splits into the spec body and the engine; a bare result is local', () => {
    expect(splitEngineResult({ aiEngine: 'openai:m', output: { matches: [] } })).toEqual({
      result: { matches: [] },
      engine: 'openai:m',
    });
    expect(splitEngineResult({ matches: [] })).toEqual({ result: { matches: [] }, engine: 'local' });
  });
});
