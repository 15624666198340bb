// Worker-thread entry of the resume parser pool (parser-pool.ts). Plain JavaScript on purpose: a
// thread cannot load TypeScript without registering a loader first, which costs ~250 ms a thread.
// It reads one PDF, DOCX or HTML page at a time and answers with its text, or with `failed` when
// the file cannot be read. The pool kills the thread when a file takes too long; a file's time
// starts when this thread says it is ready, after its parsers have loaded.
import { parentPort } from 'node:worker_threads';
import { convert as htmlToText } from 'html-to-text';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/**
 * Whether an inline style attribute keeps its element from being rendered: `display: none`,
 * `visibility: hidden` or `collapse`, in any spacing or case, comments removed, the last
 * declaration of a property winning unless an earlier one is `!important` (as in a browser).
 * Text hidden this way is keyword stuffing: the engine must read what a recruiter sees. Rules in
 * `<style>` sheets (a hidden class) are out of scope: that needs a CSS engine. A descendant that
 * sets `visibility: visible` again is dropped with its hidden ancestor; rare in a resume, and it
 * errs on the side of reading less stuffing.
 */
function hiddenByStyle(style) {
  const decided = new Map();
  for (const declaration of style.replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'display' && property !== 'visibility') continue;
    let value = declaration
      .slice(colon + 1)
      .replace(/\s+/g, '')
      .toLowerCase();
    const important = value.endsWith('!important');
    if (important) value = value.slice(0, -'!important'.length);
    if (decided.get(property)?.important && !important) continue;
    decided.set(property, { value, important });
  }
  const visibility = decided.get('visibility')?.value;
  return decided.get('display')?.value === 'none' || visibility === 'hidden' || visibility === 'collapse';
}

// An element with a style attribute comes here first (the selector outranks tag selectors). A
// visible one loses the attribute and is walked again, so it gets its tag's own format.
function styledElement(elem, walk, builder) {
  if (hiddenByStyle(elem.attribs.style)) return;
  delete elem.attribs.style;
  walk([elem], builder);
}

const HTML_OPTIONS = {
  wordwrap: false,
  // The walk is recursive, and a styled element takes two of its levels (styledElement): past a
  // few thousand nested elements the stack overflowed and the whole file failed. Deeper content
  // is dropped instead; no resume nests anywhere near this deep.
  limits: { maxDepth: 500 },
  formatters: { styledElement },
  selectors: [
    // <input type=hidden> needs no rule: html-to-text never reads attribute values.
    ...['script', 'style', 'noscript', 'template', 'svg', 'img', 'iframe', 'object', '[hidden]'].map((selector) => ({
      selector,
      format: 'skip',
    })),
    { selector: '[style]', format: 'styledElement' },
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
  const result = await mammoth.extractRawText({
    buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
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
