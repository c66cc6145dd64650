import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminQnaSchema, MyServiceOptionSchema, QnaSchema, type AdminQna, type Qna } from '@/lib/schemas/qnas';
import { clearAllCookies } from '../support/cookies';
import { makeToken } from '../support/jwt';

export const API = 'http://localhost:4000/v1';
export const MEMBER_ID = 7;

// 계약의 스키마로 읽어 돌려준다: 응답 모양이 바뀌면 여기서 먼저 깨진다
export function qna(overrides: Partial<Qna> = {}): Qna {
  return QnaSchema.parse({
    id: 1,
    serviceId: 12,
    productName: '인스타그램 한국인 팔로워',
    targetKey: 'growth_official',
    orderNo: 'GM20260105ABCDEFGHJK',
    orderedAt: '2026-01-05T01:00:00.000Z',
    category: 'SERVICE_QUESTION',
    categoryLabel: '서비스 진행 문의',
    title: '언제 시작되나요?',
    content: '어제 결제했어요.',
    receiveEmail: false,
    status: 'WAITING',
    statusLabel: '답변 대기',
    reply: null,
    repliedAt: null,
    createdAt: '2026-01-05T14:30:00.000Z',
    ...overrides,
  });
}

export function adminQna(overrides: Partial<AdminQna> = {}): AdminQna {
  return AdminQnaSchema.parse({
    ...qna({ id: 31, title: '입금 확인 부탁드려요', receiveEmail: true }),
    memberId: 7,
    memberEmail: 'demo@example.com',
    memberName: '김데모',
    repliedByMemberId: null,
    ...overrides,
  });
}

/** 문의 쓰기 창의 서비스 고르기 목록 */
export const MY_SERVICE_OPTIONS = MyServiceOptionSchema.array().parse([
  { id: 12, productName: '인스타그램 한국인 팔로워', targetKey: 'growth_official', orderNo: 'GM20260105ABCDEFGHJK', orderedAt: '2026-01-05T01:00:00.000Z' },
  { id: 9, productName: '유튜브 조회수', targetKey: 'https://youtu.be/abc', orderNo: 'GM20260103QWERTYUPAS', orderedAt: '2026-01-02T16:00:00.000Z' },
]);

/** 회원 정보(useUser)와 실패 기록은 미리 답한다. 처리기 없는 요청은 실패로 본다 */
export function memberServer() {
  return setupServer(
    http.get(`${API}/my-page/:memberId`, ({ params }) =>
      HttpResponse.json({ memberId: Number(params.memberId), point: 0, registrationType: 'EMAIL', reviewCount: 0, cellPhone: '01000000000', email: 'demo@example.com', emailVerified: true }),
    ),
    http.post('http://localhost:3000/api/log', () => new HttpResponse(null, { status: 204 })),
  );
}

export async function logIn(memberId = MEMBER_ID) {
  clearAllCookies();
  Cookies.set('token', await makeToken(3600, { memberId }), { path: '/' });
}
