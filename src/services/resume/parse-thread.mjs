// Worker-thread entry of the resume parser pool (parser-pool.ts). Plain JavaScript on purpose: a
// thread cannot load TypeScript without registering a loader first, which costs ~250 ms a thread.
// It reads one PDF, DOCX or HTML page at a time and answers with its text, or with `failed` when
// the file cannot be read. The pool kills the thread when a file takes too long; a file's time
// starts when this thread says it is ready, after its parsers have loaded.
import { parentPort } from 'node:worker_threads';
import { convert as htmlToText } from 'html-to-text';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

const HTML_OPTIONS = {
  wordwrap: false,
  selectors: [
    ...['script', 'style', 'noscript', 'template', 'svg', 'img', 'iframe', 'object'].map((selector) => ({ selector, format: 'skip' })),
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({ selector, options: { uppercase: false } })),
    { selector: 'a', options: { ignoreHref: true } },
  ],
};

async function pdfText(bytes) {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  try {
    return (await extractText(pdf, { mergePages: true })).text;
  } finally {
    await pdf.destroy();
  }
}

async function docxText(bytes) {
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
  return result.value;
}

async function parse(kind, input) {
  if (kind === 'pdf') return pdfText(input);
  if (kind === 'docx') return docxText(input);
  return htmlToText(input, HTML_OPTIONS);
}

parentPort.on('message', async ({ id, kind, input }) => {
  try {
    const text = await parse(kind, input);
    parentPort.postMessage({ id, text: String(text) });
  } catch {
    // The file's contents never leave this thread in an error: the pool only needs to know.
    parentPort.postMessage({ id, failed: true });
  }
});

parentPort.postMessage({ ready: true });
