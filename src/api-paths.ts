// The API's public paths, named once for the HTTP routes and for the services that hand a client
// a URL to come back to (a job's status), so neither layer imports the other for them.
export const API_PREFIX = '/api/v1/external';

/** Where a job's status is polled (R10, R11): the `Location` and `check_status_url` of a job. */
export const jobStatusUrl = (jobId: string) => `${API_PREFIX}/jobs/${jobId}`;
