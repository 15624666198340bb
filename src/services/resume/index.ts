// Resume download and text extraction for `resume_url` (R20). Errors are AppError with the R2
// codes RESUME_URL_FORBIDDEN, RESUME_URL_UNREACHABLE, RESUME_UNSUPPORTED (and VALIDATION_ERROR
// if called with a syntactically invalid URL, which request validation should have caught).
import { downloadResume, type ResumeFetchOptions } from './download';
import { extractText, type ExtractOptions } from './extract';

export { extractText, MIN_RESUME_CHARS, type ExtractOptions } from './extract';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  type Connector,
  type HopRequest,
  type HopResponse,
  type ResolvedAddress,
  type Resolver,
  type ResumeFetchOptions,
} from './download';

/** Downloads `url` under the R20 rules and returns its text. Never logs the contents. */
export async function fetchResumeText(url: string, opts: ResumeFetchOptions & ExtractOptions): Promise<string> {
  const { bytes, contentType, url: finalUrl } = await downloadResume(url, opts);
  return extractText(bytes, contentType, finalUrl.pathname, opts);
}
