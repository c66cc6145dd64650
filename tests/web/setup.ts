import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { navigation } from './next-navigation';

afterEach(() => {
  cleanup();
  // 가짜 주소는 파일 안에서 이어지므로, 앞 테스트의 router.push·replace 가 다음 테스트의 화면을 바꾸지 않게 시작 주소로 되돌린다
  navigation.rewind();
});
