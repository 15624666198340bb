import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PlainRoutes } from '../dispatch';
import { sendJson } from '../respond';
import { openApiDocument } from './document';

// GET /openapi.json and GET /docs (no key): the document, and a reference page rendered from it
// by Swagger UI, served from the installed swagger-ui-dist package (no CDN: works offline).
// The page's Content-Security-Policy allows this origin only, so nothing else can be fetched.

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_VERSION = (JSON.parse(readFileSync(join(SWAGGER_DIR, 'package.json'), 'utf8')) as { version: string })
  .version;

export const DOCS_PATH = '/docs';
export const OPENAPI_PATH = '/openapi.json';
export const ASSETS_PREFIX = '/docs/assets/';

interface Asset {
  type: string;
  body: () => Buffer;
}

const fromPackage = (file: string) => () => readFileSync(join(SWAGGER_DIR, file));

/** The page's own script, a file rather than inline so the CSP can forbid inline scripts. */
const INIT_SCRIPT = `"use strict";
window.addEventListener("DOMContentLoaded", function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(OPENAPI_PATH.slice(1))},
    dom_id: "#reference",
    layout: "BaseLayout",
    presets: [SwaggerUIBundle.presets.apis],
    deepLinking: true,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    defaultModelExpandDepth: 3,
    displayOperationId: true,
    showExtensions: true,
    showCommonExtensions: true,
    // Keys are for servers only: no "Try it out" that would invite pasting one into a browser.
    supportedSubmitMethods: [],
    validatorUrl: null
  });
});
`;

const PAGE_CSS = `body { margin: 0; background: #fafafa; }
.docs-banner { font-family: sans-serif; font-size: 14px; padding: 8px 20px; background: #1b1b1b; color: #fff; }
.docs-banner a { color: #9fd3ff; }
/* No servers picker and no Authorize dialog: there is no "Try it out" (keys are for servers only). */
.swagger-ui .scheme-container { display: none; }
`;

const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: fromPackage('swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: fromPackage('swagger-ui-bundle.js') },
  'favicon-32x32.png': { type: 'image/png', body: fromPackage('favicon-32x32.png') },
  'docs.js': { type: 'text/javascript; charset=utf-8', body: () => Buffer.from(INIT_SCRIPT) },
  'docs.css': { type: 'text/css; charset=utf-8', body: () => Buffer.from(PAGE_CSS) },
};

// Relative URLs, so the page also works behind a path prefix. `?v=` busts caches on upgrades.
const asset = (name: string) => `docs/assets/${name}?v=${SWAGGER_VERSION}`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>External Hiring API reference</title>
<link rel="icon" type="image/png" href="${asset('favicon-32x32.png')}">
<link rel="stylesheet" href="${asset('swagger-ui.css')}">
<link rel="stylesheet" href="${asset('docs.css')}">
</head>
<body>
<div class="docs-banner">External Hiring API v1 &middot; machine-readable document: <a href="${OPENAPI_PATH.slice(1)}">openapi.json</a></div>
<noscript><p>This reference needs JavaScript. The OpenAPI document is at <a href="${OPENAPI_PATH.slice(1)}">openapi.json</a>.</p></noscript>
<div id="reference"></div>
<script src="${asset('swagger-ui-bundle.js')}"></script>
<script src="${asset('docs.js')}"></script>
</body>
</html>
`;

const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-cache',
  // Swagger UI sets inline styles; everything else comes from this origin only.
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

interface Encoded {
  raw: Buffer;
  gzip: Buffer;
}

const encodedCache = new Map<string, Encoded>();

function encoded(key: string, make: () => Buffer): Encoded {
  let e = encodedCache.get(key);
  if (!e) {
    const raw = make();
    e = { raw, gzip: gzipSync(raw) };
    encodedCache.set(key, e);
  }
  return e;
}

function send(req: IncomingMessage, res: ServerResponse, e: Encoded, headers: Record<string, string>): number {
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && e.gzip.length < e.raw.length;
  const body = gzip ? e.gzip : e.raw;
  res.writeHead(200, {
    ...headers,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(body);
  return 200;
}

/** The plain routes of the docs; spread into the server's plain routes. */
export function docsRoutes(): PlainRoutes {
  const routes: PlainRoutes = {
    [OPENAPI_PATH]: {
      GET: async (_req, res) => {
        sendJson(res, 200, openApiDocument());
        return 200;
      },
    },
    [DOCS_PATH]: {
      GET: async (req, res) =>
        send(
          req,
          res,
          encoded('page', () => Buffer.from(PAGE)),
          PAGE_HEADERS,
        ),
    },
  };
  for (const [name, a] of Object.entries(ASSETS)) {
    routes[ASSETS_PREFIX + name] = {
      GET: async (req, res) =>
        send(req, res, encoded(name, a.body), {
          'Content-Type': a.type,
          'Cache-Control': 'public, max-age=86400',
          'X-Content-Type-Options': 'nosniff',
        }),
    };
  }
  return routes;
}
