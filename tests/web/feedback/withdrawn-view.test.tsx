import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import WithdrawnPage from '@/app/(account)/account/withdrawn/page';
import { renderApp } from '../components/render-app';

vi.mock('next/navigation', () => import('../next-navigation'));

describe('/account/withdrawn – 탈퇴 완료', () => {
  it('탈퇴가 끝났다고 제목으로 말하고, 지운 것과 법에 따라 남는 것을 알리고, 첫 화면으로 가는 길을 둔다', () => {
    renderApp(<WithdrawnPage />);
    expect(screen.getByRole('heading', { level: 1, name: '회원 탈퇴가 완료되었습니다' })).toBeInTheDocument();
    expect(screen.getByText(/이메일, 이름, 휴대폰 번호, 비밀번호, 남은 적립금, 쿠폰, 장바구니를 지웠습니다/)).toBeInTheDocument();
    expect(screen.getByText(/구매·결제 기록\(5년\)과 문의 기록\(3년\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '첫 화면으로' })).toHaveAttribute('href', '/');
  });
});
