// 기준선: 미리 받아 둔 같은 JSON 바이트를 같은 경로로 돌려주기만 하는 맨 node:http 서버.
// 사용: node bare-server.mjs <bodies.json> <port>   (bodies.json = { "/v1/...": "<응답 본문>" })
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, body]) => [path, Buffer.from(body)]));

createServer((req, res) => {
  const body = req.method === 'GET' ? bodies.get(req.url) : undefined;
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=UTF-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(port), '127.0.0.1');
