// R8: limits per plan; `starter` and unknown plans get the default; ai_call_limit replaces the AI figure.
export type WindowName = 'standard' | 'ai';

export const WINDOW_MS: Record<WindowName, number> = {
  standard: 60_000,
  ai: 24 * 60 * 60_000,
};

const PLAN_LIMITS: Record<string, { standard: number; ai: number }> = {
  starter: { standard: 60, ai: 100 },
  pro: { standard: 300, ai: 500 },
  growth: { standard: 300, ai: 500 },
  agency: { standard: 1_000, ai: 2_500 },
  enterprise: { standard: 1_000, ai: 2_500 },
};

export const PLANS = Object.keys(PLAN_LIMITS);

export function limitsFor(plan: string, aiCallLimit: number | null): Record<WindowName, number> {
  const base = PLAN_LIMITS[plan] ?? PLAN_LIMITS.starter!;
  return { standard: base.standard, ai: aiCallLimit ?? base.ai };
}
