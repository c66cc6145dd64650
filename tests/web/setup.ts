import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetQueryClient } from '@/lib/api/query-client';
import { resetMemberInfo } from '@/lib/session/member-info';
import { navigation } from './next-navigation';

afterEach(() => {
  cleanup();
  // 가짜 주소는 파일 안에서 이어지므로, 앞 테스트의 router.push·replace 가 다음 테스트의 화면을 바꾸지 않게 시작 주소로 되돌린다
  navigation.rewind();
  // 브라우저에 하나뿐인 것들(헤더 배지가 쓰는 QueryClient, 내 정보 저장소)은 모듈에 남는다: 테스트마다 처음부터
  resetQueryClient();
  resetMemberInfo();
});
