// Lighthouse 로 한 번 잰다: node lighthouse-audit.mjs <url> <host> <port> <보고서 파일>.
// 벤치(lighthouse.mjs)가 이 파일을 자식 프로세스로 띄우고, 남긴 보고서(JSON)를 읽는다.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

const [url, hostname, port, reportFile] = process.argv.slice(2);
if (!reportFile) {
  console.error('쓰는 법: node lighthouse-audit.mjs <url> <host> <port> <보고서 파일>');
  process.exit(2);
}
const result = await lighthouse(url, { hostname, port: Number(port), output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
if (!result) {
  console.error(`lighthouse: ${url} 결과 없음`);
  process.exit(1);
}
writeFileSync(reportFile, String(result.report));
