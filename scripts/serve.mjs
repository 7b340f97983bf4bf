// A small static server for dist/: correct MIME types, the precompressed copies the build
// writes (NAME.br, NAME.gz: scripts/post_build.py) picked by the request's Accept-Encoding,
// and caching by name: only files whose name carries a content hash (Trunk's
// `name-0123456789abcdef.js`) are immutable for a year; every other file (index.html, sw.js,
// page.js, the manifest, the icons) is revalidated, so a new deployment is seen at once.
// usage: node scripts/serve.mjs [dir] [port] [host]
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] || 'dist');
const port = Number(process.argv[3] || 8080);
const host = process.argv[4] || '127.0.0.1';
const types = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.wasm', '.json', '.webmanifest', '.svg', '.txt']);
// Trunk's hashed names: the hash is up to 16 hex digits (a u64, not zero-padded) before the
// extension (or before `_bg`).
const hashed = /-[0-9a-f]{8,16}(_bg)?\.[a-z]+$/;
// A build without precompressed copies (an older commit, measured by make bench) is gzipped
// here, once per file.
const gzCache = new Map();

/** The encodings the request accepts, with q > 0. */
function accepted(header) {
  const names = new Set();
  for (const part of (header || '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return names;
}

function send(req, res, status, headers, body) {
  headers['content-length'] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

const server = http.createServer((req, res) => {
  let rel;
  try { rel = decodeURIComponent(new URL(req.url, 'http://x').pathname); } catch { res.writeHead(400).end(); return; }
  if (rel.endsWith('/')) rel += 'index.html';
  const file = path.join(root, path.normalize(rel));
  if (!file.startsWith(root + path.sep) && file !== root) { res.writeHead(403).end(); return; }
  fs.readFile(file, (err, raw) => {
    if (err) { res.writeHead(404, { 'content-type': 'text/plain' }).end('not found'); return; }
    const ext = path.extname(file);
    const headers = { 'content-type': types[ext] || 'application/octet-stream' };
    headers['cache-control'] = hashed.test(path.basename(file))
      ? 'public, max-age=31536000, immutable' : 'no-cache';
    if (!compressible.has(ext)) { send(req, res, 200, headers, raw); return; }
    headers['vary'] = 'Accept-Encoding';
    const encodings = accepted(req.headers['accept-encoding']);
    for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
      if (!encodings.has(encoding)) continue;
      let body;
      try { body = fs.readFileSync(file + suffix); } catch { continue; }
      headers['content-encoding'] = encoding;
      send(req, res, 200, headers, body);
      return;
    }
    if (encodings.has('gzip')) {
      const key = `${file}:${raw.length}:${fs.statSync(file).mtimeMs}`;
      if (!gzCache.has(key)) gzCache.set(key, zlib.gzipSync(raw, { level: 9 }));
      headers['content-encoding'] = 'gzip';
      send(req, res, 200, headers, gzCache.get(key));
      return;
    }
    send(req, res, 200, headers, raw);
  });
});
server.listen(port, host, () => console.log(`serving ${root} on http://${host}:${port}/`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
