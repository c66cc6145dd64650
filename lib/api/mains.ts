import { MainPageSchema } from '../schemas/mains';
import { apiGet } from './server-fetch';

// GET /v1/mains – 메인 화면 한 번에. 메인에 실리는 상품·콘텐츠를 바꾸는 쓰기는 mains 태그도 보낸다(lib/cache-tags.ts)
export function getMainPage() {
  return apiGet('/mains', MainPageSchema, { tags: ['mains'] });
}
