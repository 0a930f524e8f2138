import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Above this, further files are left to express.static (the built app's assets are ≈ 2 MB). */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

/**
 * The built app's content-hashed files (`<dist>/assets/*`, named by Vite after their content, so they
 * never change under a name) held in memory and sent with a year-long immutable cache and a fixed ETag.
 * Streaming them from disk allocated a fresh buffer per request: at full speed that was ≈ 30 MB of
 * resident memory waiting for the collector and half the throughput (docs/decisions.md, "Memory flags").
 * Anything not found here falls through to the next handler.
 */
export function hashedAssets(dist: string, maxTotalBytes = MAX_TOTAL_BYTES): RequestHandler {
  const dir = path.join(dist, 'assets');
  const files = new Map<string, { body: Buffer; etag: string; ext: string }>();
  let total = 0;
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile()) continue;
    const body = fs.readFileSync(path.join(dir, entry.name));
    if (total + body.length > maxTotalBytes) continue;
    total += body.length;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    files.set(`/assets/${entry.name}`, { body, etag, ext: path.extname(entry.name) });
  }
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const hit = files.get(req.path);
    if (!hit) return next();
    res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: hit.etag }).type(hit.ext);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(hit.body);
  };
}
