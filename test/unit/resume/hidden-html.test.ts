// Keyword stuffing: text a browser does not render must not reach the engine.
import { describe, expect, it } from 'vitest';
import { extractText } from '../../../src/services/resume';

const VISIBLE = '<h1>Jane Doe</h1><p>Senior Backend Engineer with TypeScript, Node.js and MySQL.</p>';

async function htmlText(body: string): Promise<string> {
  const html = `<!doctype html><html><head><title>CV</title></head><body>${VISIBLE}${body}</body></html>`;
  return extractText(Buffer.from(html), 'text/html; charset=utf-8', '/cv.html');
}

describe('HTML resumes: hidden elements are not read', () => {
  it.each([
    ['the hidden attribute', '<p hidden>Kubernetes Terraform stuffing</p>'],
    ['hidden="until-found"', '<div hidden="until-found">Kubernetes Terraform stuffing</div>'],
    ['display:none', '<div style="display:none">Kubernetes Terraform stuffing</div>'],
    [
      'display: none with spaces, capitals and !important',
      '<span style="color: red; DISPLAY : None !IMPORTANT ;">Kubernetes Terraform stuffing</span>',
    ],
    [
      'display split over lines',
      '<span style="font-size:12px;\n  display:\n\tnone">Kubernetes Terraform stuffing</span>',
    ],
    ['display with a CSS comment', '<span style="display:/* ok */none">Kubernetes Terraform stuffing</span>'],
    ['display:none written with entities', '<span style="display&#58;&#32;none">Kubernetes Terraform stuffing</span>'],
    ['visibility:hidden', "<p style='visibility: hidden'>Kubernetes Terraform stuffing</p>"],
    [
      'visibility:collapse',
      '<table><tr style="visibility:collapse"><td>Kubernetes Terraform stuffing</td></tr></table>',
    ],
    [
      'a hidden ancestor',
      '<section style="display:none"><ul><li><b>Kubernetes</b> Terraform stuffing</li></ul></section>',
    ],
    ['a hidden heading', '<h2 style="display:none">Kubernetes Terraform stuffing</h2>'],
    ['a hidden link', '<a href="https://example.com" style="display:none">Kubernetes Terraform stuffing</a>'],
  ])('drops text hidden by %s', async (_name, body) => {
    const text = await htmlText(body);
    expect(text).toContain('Senior Backend Engineer with TypeScript, Node.js and MySQL.');
    expect(text).not.toMatch(/Kubernetes|Terraform|stuffing/);
  });

  it('keeps what a browser shows: aria-hidden text, visible styles, a later display winning', async () => {
    const text = await htmlText(
      '<p aria-hidden="true">Kubernetes</p>' +
        '<p style="display:block;color:red">Terraform</p>' +
        '<p style="display:none; display:inline">Ansible</p>' +
        '<p style="visibility:visible">Grafana</p>' +
        '<p style="--label: display:none">Prometheus</p>',
    );
    for (const word of ['Kubernetes', 'Terraform', 'Ansible', 'Grafana', 'Prometheus']) expect(text).toContain(word);
  });

  it('an !important declaration is not undone by a later plain one', async () => {
    const text = await htmlText('<p style="display:none !important; display:block">Kubernetes Terraform stuffing</p>');
    expect(text).not.toContain('Kubernetes');
  });

  it('a styled element keeps its own layout (paragraphs, headings, lists)', async () => {
    const styled = await htmlText(
      '<h2 style="color:red">Skills</h2><p style="margin:0">Go</p><ul style="x:y"><li>Rust</li></ul>',
    );
    const plain = await htmlText('<h2>Skills</h2><p>Go</p><ul><li>Rust</li></ul>');
    expect(styled).toBe(plain);
    expect(plain).toMatch(/Skills\n\nGo\n\n \* Rust$/);
  });

  it('drops hidden inputs, templates, scripts, styles and noscript', async () => {
    const text = await htmlText(
      '<input type="hidden" name="k" value="Kubernetes"><template><p>Kubernetes</p></template>' +
        '<script>var s = "Kubernetes"</script><style>.k::after { content: "Kubernetes" }</style><noscript>Kubernetes</noscript>',
    );
    expect(text).not.toContain('Kubernetes');
  });
});

describe('HTML resumes: nesting', () => {
  it('a file nested thousands of styled elements deep is read, not failed (its depths are dropped)', async () => {
    const depth = 3_000;
    const body = `${'<div style="color: red">'.repeat(depth)}Deeply nested${'</div>'.repeat(depth)}`;
    const text = await htmlText(body);
    expect(text).toContain('Senior Backend Engineer');
    expect(text).not.toContain('Deeply nested');
  });
});
