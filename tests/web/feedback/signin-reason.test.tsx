import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import SigninPage from '@/app/(account)/account/signin/page';
import { SIGNIN_REASONS, signinReasonMessage } from '@/lib/session/signin-reason';
import { renderApp } from '../components/render-app';
import { navigation } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));

describe('로그인 화면의 까닭(?reason=)', () => {
  it('회원 화면·바로 구매에서 보내졌으면(reason=required) 제목 바로 아래에 왜 왔는지 말한다', () => {
    navigation.reset('/account/signin', 'reason=required');
    renderApp(<SigninPage />);
    const notice = screen.getByText('로그인이 필요한 서비스입니다. 로그인 후 이어서 진행해주세요.');
    const heading = screen.getByRole('heading', { level: 1, name: '로그인' });
    expect(heading.compareDocumentPosition(notice) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(notice.compareDocumentPosition(screen.getByRole('button', { name: '카카오로 시작하기' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('세션이 끝나 보내졌으면(reason=expired) 다시 로그인하면 보던 화면으로 돌아간다고 말한다', () => {
    navigation.reset('/account/signin', 'reason=expired');
    renderApp(<SigninPage />);
    expect(screen.getByText(SIGNIN_REASONS.expired)).toBeInTheDocument();
  });

  it.each([[''], ['reason=toString'], ['reason=%3Cscript%3E']])('까닭이 없거나 모르는 값(%s)이면 아무 말도 하지 않는다', (query) => {
    navigation.reset('/account/signin', query);
    renderApp(<SigninPage />);
    for (const message of Object.values(SIGNIN_REASONS)) expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(signinReasonMessage('constructor')).toBeNull();
  });
});
