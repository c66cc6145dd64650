import type { Db } from '../client';
import { businessDetails } from '../schema';

/**
 * 데모의 사업자 정보: 모든 값에 (샘플)을 붙여 실제 가게 정보로 읽히지 않게 한다. 사업자등록번호는 검증식만 맞춘 예시 번호다.
 * 운영 전에 콘솔(사업자 정보, OWNER)에서 실제 값으로 바꾼다. 이미 있으면 건드리지 않는다.
 */
export async function seedBusinessDetails(db: Db) {
  await db
    .insert(businessDetails)
    .values({
      id: 1,
      companyName: '그로스몰 (샘플)',
      representative: '홍길동 (샘플)',
      address: '서울특별시 중구 세종대로 110 (샘플 주소)',
      phone: '02-0000-0000',
      email: 'help@example.com',
      registrationNumber: '1234567891',
      mailOrderNumber: '제0000-서울중구-0000호 (샘플)',
      hostingProvider: '샘플 클라우드 (샘플)',
      privacyOfficerName: '홍길동 (샘플)',
      privacyOfficerContact: 'privacy@example.com',
    })
    .onConflictDoNothing();
}
