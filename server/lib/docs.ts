import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Hono } from 'hono';

// swagger-ui 는 node_modules 에서 직접 서빙한다: 외부 CDN 없이 오프라인에서도 열린다
const require = createRequire(import.meta.url);
const dist = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const asset = (name: string) => readFileSync(path.join(dist, name));

export function docsRouter(specUrl: string) {
  const css = asset('swagger-ui.css');
  const js = asset('swagger-ui-bundle.js');
  const page = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>API 문서</title>
<link rel="stylesheet" href="/v1/docs/swagger-ui.css"></head><body><div id="ui"></div>
<script src="/v1/docs/swagger-ui-bundle.js"></script>
<script src="/v1/docs/init.js"></script></body></html>`;
  const init = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(specUrl)}, dom_id: '#ui' });`;
  return new Hono()
    .get('/', (c) => c.html(page))
    .get('/swagger-ui.css', (c) => c.body(css, 200, { 'content-type': 'text/css', 'cache-control': 'public, max-age=86400' }))
    .get('/swagger-ui-bundle.js', (c) =>
      c.body(js, 200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=86400' }),
    )
    .get('/init.js', (c) => c.body(init, 200, { 'content-type': 'text/javascript' }));
}
