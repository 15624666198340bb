// Every successful body: {status, data} (spec, "Resources and their fields").
export function success<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}
