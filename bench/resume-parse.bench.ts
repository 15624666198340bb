// Resume files (R20) are parsed in worker threads with a deadline (src/services/resume/parser-pool.ts).
// What the thread hop costs per file, against the same libraries called directly in process.
import { convert as htmlToText } from 'html-to-text';
import mammoth from 'mammoth';
import { extractText as pdfText, getDocumentProxy } from 'unpdf';
import { extractText } from '../src/services/resume';
import { buildDocx, buildPdf } from '../support/fixtures/resume-documents';
import { delta, ms, table, timeIt } from './stats';
import { resumeOf } from './synthetic';

const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export async function resumeParseBench(): Promise<string> {
  // A two-page resume: ~6,000 characters in 80-character lines.
  const lines = resumeOf(6_000)
    .match(/.{1,80}(\s|$)/g)!
    .map((l) => l.trim());
  const files = {
    pdf: buildPdf([lines.slice(0, 40), lines.slice(40)]),
    docx: buildDocx(lines),
    html: Buffer.from(`<html><body>${lines.map((l) => `<p>${l}</p>`).join('')}</body></html>`),
  };
  const direct = {
    pdf: async () => {
      const pdf = await getDocumentProxy(new Uint8Array(files.pdf), { verbosity: 0 });
      await pdfText(pdf, { mergePages: true });
      await pdf.destroy();
    },
    docx: () => mammoth.extractRawText({ buffer: files.docx }),
    // The thread's selectors only skip tags this page does not have (scripts, images, ...).
    html: () => htmlToText(files.html.toString('utf8'), { wordwrap: false }),
  };
  const viaPool = {
    pdf: () => extractText(files.pdf, 'application/pdf', '/cv.pdf'),
    docx: () => extractText(files.docx, DOCX_TYPE, '/cv.docx'),
    html: () => extractText(files.html, 'text/html', '/cv.html'),
  };
  const rows: Array<Array<string | number>> = [];
  for (const kind of ['pdf', 'docx', 'html'] as const) {
    // Interleaved rounds, so that both sides see the same machine.
    const d: number[] = [];
    const p: number[] = [];
    for (let round = 0; round < 5; round++) {
      d.push((await timeIt(40, direct[kind], 5)).p50);
      p.push((await timeIt(40, viaPool[kind], 5)).p50);
    }
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    rows.push([kind, `${(files[kind].length / 1024).toFixed(1)} KiB`, ms(med(d)), ms(med(p)), delta(med(p) - med(d))]);
  }
  return table(
    'Resume parsing: worker thread with deadline vs direct call (p50 ms, median of 5 rounds of 40)',
    ['file', 'size', 'direct', 'thread pool', 'cost'],
    rows,
  );
}
