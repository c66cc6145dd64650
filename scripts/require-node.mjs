// 가게·빌드·시험은 Node 24 에서만 돈다(Node 20 은 2026년 4월에 보안 수정이 끝났다).
// 시스템 Node 가 20 이어도 npm 스크립트는 의존성으로 받은 Node 24(node_modules/.bin/node)를 먼저 찾는다.
// 이 검사는 그 길을 벗어나 옛 Node 로 띄운 경우를 시작할 때 멈춘다.
export const MINIMUM_NODE_MAJOR = 24;

/** 지금 도는 Node 의 판과 누가 쓰는지 한 줄로 알리고, 24 보다 낮으면 이름을 밝혀 멈춘다 */
export function requireNode(who, { quiet = false } = {}) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < MINIMUM_NODE_MAJOR) {
    const message =
      `${who}: Node ${process.version} 에서는 돌 수 없습니다. Node ${MINIMUM_NODE_MAJOR} 이상이 필요합니다 ` +
      `(${process.execPath}). npm 스크립트(npm start, npm test)로 띄우면 의존성으로 받은 Node ${MINIMUM_NODE_MAJOR} 을 씁니다.`;
    console.error(message);
    process.exit(1);
  }
  if (!quiet) console.log(`[node] ${who}: Node ${process.version} (${process.execPath})`);
}
