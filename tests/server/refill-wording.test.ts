import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORY_LABELS } from '@/lib/schemas/content-rules';
import { ERRORS } from '@/lib/schemas/errors';
import { TASK_KIND_LABELS } from '@/lib/schemas/fulfilment';
import { REFILL_IN_PROGRESS, REFILL_REQUEST_FAILED, REFILL_REQUESTED } from '@/lib/schemas/services';
import { SEED_PRODUCTS } from '@/server/db/seed/catalogue-products';
import { TEMPLATES } from '@/server/notifications/templates';

// 줄어든 수량을 다시 채우는 일의 이름은 "리필" 하나(신청하는 일은 "리필 신청"): 상품 화면·내 서비스·알림톡·콘솔이 같은 말을 쓴다
const OTHER_NAMES = /재충전|\bAS\b/;

describe('리필 – 한 가지 이름', () => {
  it('오류 문장, 서비스 화면 문장, 작업 종류, FAQ 분류에 "재충전"·"AS" 가 없고 리필이라 부른다', () => {
    const refillErrors = Object.entries(ERRORS).filter(([name]) => name.startsWith('REFILL_')).map(([, d]) => d.message);
    const texts = [...refillErrors, REFILL_REQUEST_FAILED, REFILL_REQUESTED, REFILL_IN_PROGRESS, TASK_KIND_LABELS.REFILL, FAQ_CATEGORY_LABELS.REFILL];
    for (const text of texts) expect(text).not.toMatch(OTHER_NAMES);
    expect(TASK_KIND_LABELS.REFILL).toBe('리필');
    expect(FAQ_CATEGORY_LABELS.REFILL).toBe('리필');
    expect(ERRORS.REFILL_PERIOD_OVER.message).toBe('리필 신청 기간이 지났습니다.');
  });

  it('알림톡 문안과 데모 상품 설명도 같은 이름', () => {
    expect(TEMPLATES.REFILL_ACCEPTED.body).toContain('리필 신청이 접수되었습니다');
    for (const t of Object.values(TEMPLATES)) expect(`${t.title} ${t.body}`).not.toMatch(OTHER_NAMES);
    for (const p of SEED_PRODUCTS) expect(p.description).not.toMatch(OTHER_NAMES);
  });
});
