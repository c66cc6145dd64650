import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CommentInquiryButton, isCommentProduct } from '@/components/product/comment-inquiry-button';
import { closeModal, getModalState } from '@/lib/modal';
import { clearAllCookies } from '../support/cookies';
import { renderApp } from '../components/render-app';
import { logIn, memberServer } from './fixtures';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await logIn();
  window.history.replaceState(null, '', '/products/3');
});
afterEach(() => {
  server.resetHandlers();
  if (getModalState()) closeModal();
});
afterAll(() => server.close());

const product = (slug: string) => ({ productType: { id: 4, slug, name: '댓글' } });

describe('댓글 상품 페이지의 댓글 정보 입력 버튼', () => {
  it('누르면 ?modal=inquiryWrite 로 분류가 댓글 정보 입력(REPLY_QUESTION)인 문의 모달을 연다', async () => {
    renderApp(<CommentInquiryButton product={product('comments')} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: '댓글 정보 입력' }));
    expect(window.location.search).toBe('?modal=inquiryWrite');
    expect(getModalState()).toEqual({ kind: 'inquiryWrite', serviceId: null, category: 'REPLY_QUESTION' });
  });

  it('댓글이 아닌 상품, 로그인하지 않은 방문자에게는 없다', () => {
    renderApp(<CommentInquiryButton product={product('followers')} />);
    expect(screen.queryByRole('button', { name: '댓글 정보 입력' })).not.toBeInTheDocument();
    clearAllCookies();
    renderApp(<CommentInquiryButton product={product('comments')} />);
    expect(screen.queryByRole('button', { name: '댓글 정보 입력' })).not.toBeInTheDocument();
  });

  it('isCommentProduct – comments, youtube-comments 는 댓글 상품, 나머지는 아니다', () => {
    expect(isCommentProduct(product('comments'))).toBe(true);
    expect(isCommentProduct(product('youtube-comments'))).toBe(true);
    expect(isCommentProduct(product('likes'))).toBe(false);
    expect(isCommentProduct(product('commentsx'))).toBe(false);
  });
});
