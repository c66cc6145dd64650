'use client';

import styled from '@emotion/styled';
import { SectionHeading } from '@/components/layout/section-heading';
import { ButtonLink } from '@/components/social-accounts/parts';

/**
 * /account/withdrawn: 탈퇴를 마친 뒤. 첫 화면으로 말없이 보내면 탈퇴가 되었는지 알 수 없다.
 * 무엇이 지워졌고 무엇이 법에 따라 남는지 다시 말한다(탈퇴 확인 때와 같은 내용)
 */
export function WithdrawnView() {
  return (
    <>
      <SectionHeading as="h1">회원 탈퇴가 완료되었습니다</SectionHeading>
      <Body>
        <p>그동안 그로스몰을 이용해 주셔서 감사합니다.</p>
        <p>이메일, 이름, 휴대폰 번호, 비밀번호, 남은 적립금, 쿠폰, 장바구니를 지웠습니다.</p>
        <p>구매·결제 기록(5년)과 문의 기록(3년)은 전자상거래법에 따라 연락처 없이 보관한 뒤 지웁니다.</p>
      </Body>
      <Actions aria-label="다음으로">
        <ButtonLink href="/">첫 화면으로</ButtonLink>
      </Actions>
    </>
  );
}

const Body = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  fontSize: theme.typography.size.sm,
  color: theme.color.text,
}));

const Actions = styled.nav({ marginTop: 24 });
