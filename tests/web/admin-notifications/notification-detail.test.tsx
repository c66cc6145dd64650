import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminNotificationDetail } from '@/components/admin/notifications/notification-detail';
import type { AdminNotificationDetail as Detail } from '@/lib/schemas/notifications';
import { renderApp } from '../components/render-app';
import { API, adminServer, notificationDetail } from './fixtures';

const server = adminServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(n: Detail) {
  server.use(http.get(`${API}/admin/notifications/${n.id}`, () => HttpResponse.json(n)));
}

/** 정의 목록에서 한 항목의 값(dt 다음의 dd) */
function valueOf(term: string) {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

describe('알림 상세 (/admin/notifications/{id})', () => {
  it('알림톡: 템플릿 이름, 전체 번호, 한국어 상태와 시도, 회원 링크, 보낸 본문 그대로', async () => {
    answer(notificationDetail());
    renderApp(<AdminNotificationDetail id={41} />);
    expect(await screen.findByRole('heading', { level: 2, name: '결제 완료' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/admin/notifications');
    expect(valueOf('경로')).toHaveTextContent('알림톡');
    expect(valueOf('받는 사람')).toHaveTextContent('010-1234-5678');
    expect(valueOf('상태')).toHaveTextContent('발송 (시도 1회)');
    expect(valueOf('종류')).toHaveTextContent('결제 완료 (PAYMENT_CONFIRMED)');
    expect(within(valueOf('회원')).getByRole('link', { name: '회원 #7' })).toHaveAttribute('href', '/admin/members/7');
    expect(valueOf('보낸 곳')).toHaveTextContent('아웃박스(보내지 않고 기록만) outbox-41');
    const body = screen.getByRole('region', { name: '보낸 본문' });
    expect(body).toHaveTextContent('김데모님, 주문번호 P2026112600001의 결제(무통장입금, 52,250원)가 확인되었습니다.');
    expect(screen.queryByText('마지막 오류')).toBeNull();
  });

  it('대체 발송: 문자(LMS)로 갔고 그 까닭을 보인다', async () => {
    answer(notificationDetail({ channel: 'LMS', status: 'FELL_BACK', lastError: '알림톡 실패(3008 템플릿 불일치) → 문자로 보냄' }));
    renderApp(<AdminNotificationDetail id={41} />);
    await screen.findByRole('heading', { level: 2, name: '결제 완료' });
    expect(valueOf('경로')).toHaveTextContent('문자(LMS)');
    expect(valueOf('상태')).toHaveTextContent('대체 발송');
    expect(valueOf('대체 까닭')).toHaveTextContent('알림톡 실패(3008 템플릿 불일치) → 문자로 보냄');
  });

  it('대기 중이면 다음 시도 시각을, 끝내 실패했으면 마지막 오류를', async () => {
    answer(notificationDetail({ status: 'QUEUED', attempts: 2, sentAt: null, provider: null, providerMessageId: null, lastError: 'SOLAPI 503' }));
    renderApp(<AdminNotificationDetail id={41} />);
    await screen.findByRole('heading', { level: 2, name: '결제 완료' });
    expect(valueOf('상태')).toHaveTextContent('대기 (시도 2회)');
    expect(screen.getByText('다음 시도', { selector: 'dt' })).toBeInTheDocument();
    expect(valueOf('마지막 오류')).toHaveTextContent('SOLAPI 503');
    expect(screen.queryByText('보낸 시각', { selector: 'dt' })).toBeNull();
  });

  it('메일 알림: 번호 대신 메일 상세로 가는 링크와 그 메일의 상태', async () => {
    answer(notificationDetail({ channel: 'MAIL', recipientPhone: null, provider: 'mail', providerMessageId: null, mailId: 88, mailStatus: 'FAILED' }));
    renderApp(<AdminNotificationDetail id={41} />);
    await screen.findByRole('heading', { level: 2, name: '결제 완료' });
    expect(valueOf('경로')).toHaveTextContent('메일');
    expect(within(valueOf('메일')).getByRole('link', { name: '메일 #88' })).toHaveAttribute('href', '/admin/mails/88');
    expect(valueOf('메일')).toHaveTextContent('실패');
  });

  it('없는 알림은 한국어로 알린다', async () => {
    server.use(
      http.get(`${API}/admin/notifications/999`, () =>
        HttpResponse.json({ code: 'NOTIFICATION_NOT_FOUND', message: '알림을 찾을 수 없습니다.', meta: null }, { status: 404 }),
      ),
    );
    renderApp(<AdminNotificationDetail id={999} />);
    // 질의는 한 번 다시 묻고(1초 뒤) 나서 실패로 끝난다
    expect(await screen.findByRole('alert', undefined, { timeout: 4_000 })).toHaveTextContent('알림을 찾을 수 없습니다.');
  });

  it('axe: WCAG 2.2 A·AA 위반이 없다', async () => {
    answer(notificationDetail({ status: 'FAILED', lastError: 'SOLAPI 503' }));
    const { container } = renderApp(<AdminNotificationDetail id={41} />);
    await screen.findByRole('heading', { level: 2, name: '결제 완료' });
    const result = await axe.run(container, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
