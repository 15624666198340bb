// The shape of an operation's documentation, shared by the operation tables.
import type { z } from 'zod';
import type { Scope } from '../../domain/scopes';
import type { ErrorCode } from '../../errors';

export type JsonSchema = Record<string, unknown>;

export interface ParamHint {
  description: string;
  /** Replaces the generated schema (for query strings that the schema parses into integers). */
  schema?: JsonSchema;
  /** Merged over the generated schema. */
  extend?: JsonSchema;
  example?: unknown;
}

export interface OperationMeta {
  summary: string;
  description: string;
  tag: 'Account' | 'Candidates' | 'AI' | 'Jobs' | 'Webhooks';
  /** The scope the key needs; null: any valid key of a subscribed company. */
  scope: Scope | null;
  success: Partial<Record<200 | 201 | 202, { schema: z.ZodType; description: string }>>;
  /** R2 codes particular to this operation, beyond those that follow from its RouteDef. */
  errors: ErrorCode[];
  /** Takes an `Idempotency-Key` (R9). */
  idempotent: boolean;
  /** The rate window whose X-RateLimit-* headers the responses carry, when the route counts none. */
  reportsWindow?: 'standard';
  /** Per input field (query or path parameter, or body property). */
  fields?: Record<string, ParamHint>;
  /** Merged into the request body schema: rules checked by superRefine. */
  bodyRules?: JsonSchema;
}
