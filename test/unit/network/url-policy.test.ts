import { describe, expect, it } from 'vitest';
import { checkResumeUrlSyntax, inspectResumeUrl } from '../../../src/domain/network/url-policy';

describe('checkResumeUrlSyntax (R20, 400 messages)', () => {
  it.each([
    'https://example.com/resume.pdf',
    'https://cv.example.co.uk/people/jane-doe?format=pdf',
    'https://example.com:8443/r.txt',
    'https://EXAMPLE.com./Jane%20Doe.docx',
    'https://example.com/My Resume.pdf', // the parser percent-encodes the space
    'https://example.com/r.md#section', // fragments are accepted (never sent)
    'https://xn--bcher-kva.example/cv', // punycode
    'https://bücher.example/cv', // IDN, converted by the parser
    'https://my_host.example.com/cv',
    'https://8.8.8.8/cv.txt', // IP literals pass syntax; the address policy decides later (422)
    'https://[2606:4700:4700::1111]/cv.txt',
    'https://localhost/cv.txt', // a name; DNS and the address policy decide later (422)
    `https://example.com/${'a'.repeat(2048 - 'https://example.com/'.length)}`, // exactly 2048
  ])('accepts %s', (url) => {
    expect(checkResumeUrlSyntax(url)).toBeNull();
  });

  it.each<[string, RegExp]>([
    ['http://example.com/resume.pdf', /must use https/],
    ['HTTP://example.com/resume.pdf', /must use https/],
    ['ftp://example.com/resume.pdf', /must use https/],
    ['file:///etc/passwd', /must use https/],
    ['javascript:alert(1)', /must use https/],
    ['data:text/plain,hello', /must use https/],
    ['https://user:pass@example.com/resume.pdf', /credentials/],
    ['https://user@example.com/resume.pdf', /credentials/],
    ['https://:secret@example.com/resume.pdf', /credentials/],
    [`https://example.com/${'a'.repeat(2049 - 'https://example.com/'.length)}`, /at most 2048 characters/],
    ['', /valid absolute URL/],
    ['not a url', /valid absolute URL/],
    ['/relative/path.pdf', /valid absolute URL/],
    ['https://', /valid absolute URL/],
    ['https://exa mple.com/', /valid absolute URL/],
    ['https://[::1/', /valid absolute URL/],
    ['https://999.1.1.1/', /valid absolute URL/],
    ['https://example..com/', /valid host name/],
    ['https://-bad.example.com/', /valid host name/],
    ['https://bad-.example.com/', /valid host name/],
    [`https://${'a'.repeat(64)}.example.com/`, /valid host name/],
    ['https://exa!mple.com/', /valid host name/],
    ['https://example.com:0/', /port 0/],
    [' https://example.com/', /whitespace/],
    ['https://example.com/\n', /whitespace|control/],
    ['https://exam\tple.com/', /control/],
  ])('refuses %j', (url, message) => {
    const result = checkResumeUrlSyntax(url);
    expect(result).toMatch(message);
    expect(result).toMatch(/^resume_url /);
  });

  it('counts the length in code points', () => {
    const base = 'https://example.com/';
    const url = `${base}${'é'.repeat(2048 - base.length)}`;
    expect(checkResumeUrlSyntax(url)).toBeNull();
  });
});

describe('inspectResumeUrl', () => {
  it.each([
    ['https://2130706433/', '127.0.0.1', 4],
    ['https://0x7f000001/', '127.0.0.1', 4],
    ['https://0177.0.0.1/', '127.0.0.1', 4],
    ['https://127.1/', '127.0.0.1', 4],
    ['https://[::1]/', '::1', 6],
    ['https://[::ffff:127.0.0.1]/', '::ffff:7f00:1', 6],
    ['https://example.com/', 'example.com', null],
  ])('normalises the host of %s before any policy check', (url, hostname, literal) => {
    const result = inspectResumeUrl(url);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.hostname).toBe(hostname);
      expect(result.literal).toBe(literal);
    }
  });

  it('classifies the problem', () => {
    expect(inspectResumeUrl('http://example.com/')).toMatchObject({ ok: false, problem: 'scheme' });
    expect(inspectResumeUrl('https://a:b@example.com/')).toMatchObject({ ok: false, problem: 'credentials' });
    expect(inspectResumeUrl('nope')).toMatchObject({ ok: false, problem: 'syntax' });
  });
});
