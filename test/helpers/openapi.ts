import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { OpenApiDocument, OperationObject } from '../../src/http/openapi/document';
import type { ApiResponse } from '../../support/http';

// Checks real responses against the OpenAPI 3.1 document: the status must be documented for the
// operation, the JSON body must match the response schema, every required header must be there,
// every documented header must match its schema, and every API-specific header sent must be
// documented. Bodies and headers are checked by Ajv's JSON Schema 2020-12 validator (the dialect
// of OpenAPI 3.1) against the document itself, so $refs resolve exactly as a client's would.

/** Generic HTTP headers that no OpenAPI document lists. */
const GENERIC_HEADERS = new Set([
  'content-type',
  'content-length',
  'content-encoding',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'cache-control',
  'x-content-type-options',
  'vary',
]);

const DOC_ID = 'urn:openapi:document';
const esc = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

export class OpenApiResponseValidator {
  readonly ajv: Ajv2020;
  private cache = new Map<string, ValidateFunction>();

  constructor(readonly doc: OpenApiDocument) {
    // strict: false because the document as a whole is not a schema (paths, info, ...): only the
    // pointers into it that are schemas get compiled.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema(doc as object, DOC_ID);
  }

  operation(method: string, path: string): OperationObject | undefined {
    return this.doc.paths[path]?.[method.toLowerCase()];
  }

  /** A validator for the schema at a JSON pointer of the document. */
  schemaAt(pointer: string): ValidateFunction {
    let v = this.cache.get(pointer);
    if (!v) {
      v = this.ajv.compile({ $ref: `${DOC_ID}#${pointer}` });
      this.cache.set(pointer, v);
    }
    return v;
  }

  /** Problems of a value against the schema at `pointer`, as readable strings; [] when valid. */
  problems(pointer: string, value: unknown): string[] {
    const v = this.schemaAt(pointer);
    if (v(value)) return [];
    return (v.errors ?? []).map(
      (e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
  }

  /**
   * Validates one real response of `method path` (path as templated in the document). For a
   * 405, `method` is the documented method of the path, not the one that was sent.
   */
  validate(method: string, path: string, res: ApiResponse): string[] {
    const m = method.toLowerCase();
    const op = this.operation(m, path);
    if (!op) return [`${method} ${path} is not in the document`];
    const status = String(res.status);
    const response = op.responses[status];
    const where = `${op.operationId} ${status}`;
    if (!response) return [`${where}: status not documented (body ${res.text.slice(0, 200)})`];
    const errors: string[] = [];
    const base = `/paths/${esc(path)}/${m}/responses/${status}`;

    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith('application/json')) errors.push(`${where}: content-type ${type}`);
    else if (res.body === undefined) errors.push(`${where}: body is not JSON`);
    else
      errors.push(
        ...this.problems(`${base}/content/application~1json/schema`, res.body).map((p) => `${where} body: ${p}`),
      );

    const documented = new Map(Object.keys(response.headers).map((h) => [h.toLowerCase(), h]));
    for (const [name, h] of Object.entries(response.headers)) {
      const raw = res.headers.get(name);
      if (raw === null) {
        if (h.required) errors.push(`${where}: required header ${name} missing`);
        continue;
      }
      let value: unknown = raw;
      if (h.schema.type === 'integer' || h.schema.type === 'number') {
        if (!/^-?\d+(\.\d+)?$/.test(raw)) {
          errors.push(`${where}: header ${name} is not a number: ${raw}`);
          continue;
        }
        value = Number(raw);
      }
      errors.push(
        ...this.problems(`${base}/headers/${esc(name)}/schema`, value).map(
          (p) => `${where} header ${name}=${raw}: ${p}`,
        ),
      );
    }
    for (const name of res.headers.keys()) {
      if (!GENERIC_HEADERS.has(name) && !documented.has(name))
        errors.push(`${where}: header ${name} is sent but not documented`);
    }
    return errors;
  }
}
