import type { Metadata } from 'next';

export const metadata: Metadata = { title: '없는 화면' };

/**
 * 콘솔 안의 없는 주소: 콘솔 틀(메뉴·관문) 안에서 안내한다. 등급이 볼 수 없는 메뉴 주소면 관문이 먼저
 * '권한이 없습니다'를 보인다. 실제 화면(app/(admin)/admin/<noun>)이 있으면 그쪽이 먼저 잡힌다.
 */
export default function AdminMissingPage() {
  return <p role="alert">요청한 화면을 찾을 수 없습니다.</p>;
}
