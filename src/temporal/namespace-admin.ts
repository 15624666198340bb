import { isGrpcServiceError, type Connection } from '@temporalio/client';
import { msNumberToTs, tsToMs } from '@temporalio/common/lib/time';
import proto from '@temporalio/proto';

// Operator calls for `hiring temporal setup`: the namespace and its search attributes, through the
// same connection options (TLS, API key) as the API and the worker.

// A CommonJS package: its default export, as Node's ESM loader sees it (no named exports).
const { IndexedValueType } = proto.temporal.api.enums.v1;

/** The types a search attribute may be declared with in names.ts, as the CLI and server flags spell them. */
export const SEARCH_ATTRIBUTE_TYPES = {
  Text: IndexedValueType.INDEXED_VALUE_TYPE_TEXT,
  Keyword: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD,
  Int: IndexedValueType.INDEXED_VALUE_TYPE_INT,
  Double: IndexedValueType.INDEXED_VALUE_TYPE_DOUBLE,
  Bool: IndexedValueType.INDEXED_VALUE_TYPE_BOOL,
  Datetime: IndexedValueType.INDEXED_VALUE_TYPE_DATETIME,
  KeywordList: IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD_LIST,
} as const;

export type SearchAttributeType = keyof typeof SEARCH_ATTRIBUTE_TYPES;

const GRPC_NOT_FOUND = 5;
const GRPC_PERMISSION_DENIED = 7;

export const isNotFound = (err: unknown): boolean => isGrpcServiceError(err) && err.code === GRPC_NOT_FOUND;
export const isPermissionDenied = (err: unknown): boolean =>
  isGrpcServiceError(err) && err.code === GRPC_PERMISSION_DENIED;

/** The namespace's history retention in ms, or null when the namespace does not exist. */
export async function namespaceRetentionMs(connection: Connection, namespace: string): Promise<number | null> {
  try {
    const r = await connection.workflowService.describeNamespace({ namespace });
    return tsToMs(r.config?.workflowExecutionRetentionTtl);
  } catch (err) {
    if (isNotFound(err)) return null;
    throw err;
  }
}

const duration = msNumberToTs;

export async function registerNamespace(connection: Connection, namespace: string, retentionMs: number): Promise<void> {
  await connection.workflowService.registerNamespace({
    namespace,
    workflowExecutionRetentionPeriod: duration(retentionMs),
  });
}

export async function updateNamespaceRetention(
  connection: Connection,
  namespace: string,
  retentionMs: number,
): Promise<void> {
  await connection.workflowService.updateNamespace({
    namespace,
    config: { workflowExecutionRetentionTtl: duration(retentionMs) },
  });
}

/** The namespace's custom search attributes, name -> type name (e.g. `Keyword`). */
export async function customSearchAttributes(connection: Connection, namespace: string): Promise<Map<string, string>> {
  const r = await connection.operatorService.listSearchAttributes({ namespace });
  const names = new Map<number, string>(Object.entries(SEARCH_ATTRIBUTE_TYPES).map(([n, v]) => [v, n]));
  return new Map(
    Object.entries(r.customAttributes ?? {}).map(([name, type]) => [name, names.get(type) ?? String(type)]),
  );
}

export async function addSearchAttributes(
  connection: Connection,
  namespace: string,
  attributes: ReadonlyArray<{ name: string; type: SearchAttributeType }>,
): Promise<void> {
  await connection.operatorService.addSearchAttributes({
    namespace,
    searchAttributes: Object.fromEntries(attributes.map((a) => [a.name, SEARCH_ATTRIBUTE_TYPES[a.type]])),
  });
}
