import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '@/components/modals/modal-host';
import { closeModal, getModalState, openModal, syncModalFromLocation } from '@/lib/modal';
import { LEAVE_MODAL_TIMEOUT_MS, leaveModalThen } from '@/lib/modal-leave';
import { renderApp } from '../components/render-app';
import { API, logIn, memberServer } from './fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/products/3';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await logIn();
  server.use(
    http.get(`${API}/my-page/:memberId/qnas/services`, () => HttpResponse.json({ myServiceList: [] })),
    http.get(`${API}/reviews/:memberId/services`, () => HttpResponse.json({ myServiceList: [] })),
  );
  window.history.replaceState(null, '', '/products/3');
  syncModalFromLocation();
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

/** history.back() 이 보내는 popstate 를 기다린다 */
const nextPopstate = () => new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
const dialog = () => screen.queryByRole('dialog', { name: '1:1 문의 작성' });

describe('?modal= 과 모달 (docs/product.md, Modals)', () => {
  it('openModal 은 새로고침 없이 ?modal=inquiryWrite 를 붙이고, 닫기 버튼은 뒤로 가기로 쿼리스트링을 지운다', async () => {
    renderApp(<ModalHost />);
    act(() => openModal('inquiryWrite', { serviceId: 12, category: 'REPLY_QUESTION' }));
    expect(window.location.search).toBe('?modal=inquiryWrite');
    expect(getModalState()).toEqual({ kind: 'inquiryWrite', serviceId: 12, category: 'REPLY_QUESTION' });
    expect(await screen.findByRole('dialog', { name: '1:1 문의 작성' })).toBeInTheDocument();

    const popped = nextPopstate();
    await userEvent.setup().click(screen.getByRole('button', { name: '닫기' }));
    await popped;
    expect(window.location.pathname).toBe('/products/3');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(getModalState()).toBeNull();
  });

  it('브라우저 뒤로 가기(popstate)도 모달을 닫고 쿼리스트링이 사라진다', async () => {
    renderApp(<ModalHost />);
    act(() => openModal('inquiryWrite', { category: 'PRODUCT_QUESTION' }));
    expect(await screen.findByRole('dialog', { name: '1:1 문의 작성' })).toBeInTheDocument();
    const popped = nextPopstate();
    act(() => window.history.back());
    await popped;
    expect(window.location.search).toBe('');
    await waitFor(() => expect(dialog()).not.toBeInTheDocument());
    expect(getModalState()).toBeNull();
  });

  it('주소로 바로 들어온 모달(?modal=reviewWrite)은 열리고, 닫기는 뒤로 가지 않고 쿼리스트링만 지운다', async () => {
    window.history.replaceState(null, '', '/review?modal=reviewWrite');
    const back = vi.spyOn(window.history, 'back');
    renderApp(<ModalHost />);
    expect(await screen.findByRole('dialog', { name: '후기 작성' })).toBeInTheDocument();
    expect(getModalState()).toEqual({ kind: 'reviewWrite', serviceId: null, category: null });
    await userEvent.setup().click(screen.getByRole('button', { name: '닫기' }));
    expect(back).not.toHaveBeenCalled();
    expect(window.location.pathname).toBe('/review');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '후기 작성' })).not.toBeInTheDocument());
  });

  it('주소로 바로 들어온 모달을 닫으면 modal 만 지우고 다른 쿼리(?page=2)와 해시는 남긴다', async () => {
    window.history.replaceState(null, '', '/review?page=2&modal=reviewWrite#top');
    renderApp(<ModalHost />);
    expect(await screen.findByRole('dialog', { name: '후기 작성' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '닫기' }));
    expect(window.location.pathname).toBe('/review');
    expect(window.location.search).toBe('?page=2');
    expect(window.location.hash).toBe('#top');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '후기 작성' })).not.toBeInTheDocument());
  });

  it('syncModalFromLocation – 모르는 modal 값은 열지 않는다', () => {
    window.history.replaceState(null, '', '/review?modal=somethingElse');
    syncModalFromLocation();
    expect(getModalState()).toBeNull();
  });
});

describe('leaveModalThen', () => {
  it('이 화면에서 연 모달: 닫기(뒤로 가기)의 popstate 가 온 뒤에 이동한다', async () => {
    openModal('inquiryWrite');
    const order: string[] = [];
    const started = Date.now();
    await leaveModalThen(
      () => {
        order.push('close');
        closeModal();
      },
      () => order.push(`go ${window.location.search || '(없음)'}`),
    );
    expect(order).toEqual(['close', 'go (없음)']);
    // 시간 제한이 아니라 popstate 로 끝났다
    expect(Date.now() - started).toBeLessThan(LEAVE_MODAL_TIMEOUT_MS);
  });

  it('popstate 가 오지 않아도 LEAVE_MODAL_TIMEOUT_MS 뒤에는 이동한다', async () => {
    window.history.pushState({ modal: 'inquiryWrite' }, '', '/products/3?modal=inquiryWrite');
    vi.useFakeTimers();
    const go = vi.fn();
    const left = leaveModalThen(() => {}, go);
    await vi.advanceTimersByTimeAsync(LEAVE_MODAL_TIMEOUT_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await left;
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('주소로 바로 들어온 모달: 기다리지 않고 닫은 뒤 바로 이동한다', async () => {
    window.history.replaceState(null, '', '/products/3?modal=inquiryWrite');
    const order: string[] = [];
    await leaveModalThen(
      () => order.push('close'),
      () => order.push('go'),
    );
    expect(order).toEqual(['close', 'go']);
  });
});
