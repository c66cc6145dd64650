'use client';

import { useQuery } from '@tanstack/react-query';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { ADMIN_ROLE_LABELS } from '@/lib/schemas/members';
import { MfaEnrolment } from './mfa-enrolment';

/** /admin/account — 내 등급과 2단계 인증 상태, 아직이면 등록 */
export function AccountPanel() {
  const me = useQuery(adminMeQuery()).data;
  if (!me) return null;
  return (
    <section aria-labelledby="account-title">
      <h2 id="account-title">내 계정·2단계 인증</h2>
      <dl>
        <dt>계정</dt>
        <dd>{me.email ?? '-'}</dd>
        <dt>등급</dt>
        <dd>{ADMIN_ROLE_LABELS[me.adminRole]}</dd>
        <dt>2단계 인증</dt>
        <dd>{me.mfa.enrolled ? '등록됨' : me.mfa.required ? '등록 필요' : '등록 안 함(선택)'}</dd>
      </dl>
      {!me.mfa.enrolled && <MfaEnrolment />}
      {me.mfa.enrolled && <p>인증 앱을 바꾸려면 대표 운영자에게 2단계 인증 초기화를 요청한 뒤 다시 등록해주세요.</p>}
    </section>
  );
}
