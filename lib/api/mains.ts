import { MainPageSchema } from '../schemas/mains';
import { apiGet } from './server-fetch';

// GET /v1/mains – 메인 화면 한 번에. 상품·콘텐츠 어느 쪽이 바뀌어도 다시 받는다
export function getMainPage() {
  return apiGet('/mains', MainPageSchema, { tags: ['mains', 'catalogue', 'contents'] });
}
