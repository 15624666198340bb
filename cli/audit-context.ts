import { userInfo } from 'node:os';
import { newId } from '../src/ids';
import type { AuditContext } from '../src/services/audit.service';
import { CliError, type CliIO } from './io';

const contexts = new WeakMap<CliIO, AuditContext>();
const NAME = /^[^\p{Cc}]{1,200}$/u;

/**
 * Who is changing things, and the one request id of this invocation (the same `req_...` form the
 * API gives its requests), recorded on every audit entry the invocation writes. The operator is
 * HIRING_OPERATOR, or else the OS user running the command.
 */
export function operatorContext(io: CliIO): AuditContext {
  let ctx = contexts.get(io);
  if (!ctx) {
    ctx = { actor: { type: 'operator', id: operatorName(io.env) }, requestId: newId('req') };
    contexts.set(io, ctx);
  }
  return ctx;
}

function operatorName(env: NodeJS.ProcessEnv): string {
  const named = env.HIRING_OPERATOR;
  if (named !== undefined) {
    const name = named.trim();
    if (!NAME.test(name))
      throw new CliError('HIRING_OPERATOR must be 1 to 200 printable characters (who is making the change)');
    return name;
  }
  try {
    return userInfo().username;
  } catch {
    // A user id without a passwd entry (some containers): say so rather than guess a name.
    throw new CliError('cannot tell who you are: set HIRING_OPERATOR to your name (it goes into the audit trail)');
  }
}
