import { createHash } from 'node:crypto';

/** SHA-256 의 16진 문자열: DB 에는 토큰·비밀·코드의 원문 대신 이것을 둔다. 서버의 16진 해시는 모두 이 한 정의를 쓴다 */
export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
