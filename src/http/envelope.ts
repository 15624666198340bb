// Every successful body: {status, data} (spec, "Resources and their fields").
export function success<T>(data: T): { status: 'success'; data: T } {
  return { status: 'success', data };
}

export function accepted<T>(data: T): { status: 'accepted'; data: T } {
  return { status: 'accepted', data };
}
