import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationPreferencesView } from '@/components/notifications/notification-preferences-view';
import { NOTIFICATION_PREFERENCE_MESSAGES, type NotificationPreferencesResponse } from '@/lib/schemas/notifications';
import { renderApp } from '../components/render-app';
import { API, logIn, memberServer } from '../my-purchases/fixtures';
import { pathname } from '../next-navigation';

vi.mock('next/navigation', () => import('../next-navigation'));
pathname.current = '/my-page/notifications';

const server = memberServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => logIn());
afterEach(() => {
  server.resetHandlers();
  vi.clearAllMocks();
});
afterAll(() => server.close());

const DEFAULTS: NotificationPreferencesResponse = {
  kakao: true,
  sms: true,
  mail: false,
  orderUpdates: true,
  serviceUpdates: true,
  inquiryUpdates: true,
  agreeMarketing: false,
  updatedAt: null,
  marketingConsentChangedAt: null,
};

/** 저장된 값을 돌려주고, PUT 은 본문을 적어 두고 answer 로 답한다(없으면 받은 그대로 저장한 척) */
function answer(saved: NotificationPreferencesResponse, onPut?: (body: Record<string, unknown>) => Response | NotificationPreferencesResponse) {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`${API}/my-page/:memberId/notification-preferences`, () => HttpResponse.json(saved)),
    http.put(`${API}/my-page/:memberId/notification-preferences`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      puts.push(body);
      const r = onPut?.(body) ?? { ...saved, ...body, updatedAt: '2026-11-26T03:00:00.000Z', marketingConsentChangedAt: null };
      return r instanceof Response ? r : HttpResponse.json(r);
    }),
  );
  return puts;
}

async function openScreen() {
  renderApp(<NotificationPreferencesView />, { toasts: true });
  await screen.findByRole('switch', { name: '카카오톡 알림톡' });
  return userEvent.setup();
}

describe('/my-page/notifications – 알림 설정', () => {
  it('받을 방법·받을 알림·광고 수신을 이름 있는 스위치로, 저장된 값(기본값) 그대로 보인다', async () => {
    answer(DEFAULTS);
    await openScreen();
    expect(screen.getByRole('heading', { level: 1, name: '알림 설정' })).toBeInTheDocument();
    const channels = screen.getByRole('region', { name: '받을 방법' });
    expect(within(channels).getAllByRole('switch').map((s) => (s as HTMLInputElement).checked)).toEqual([true, true, false]);
    expect(within(channels).getByRole('switch', { name: '카카오톡 알림톡' })).toBeChecked();
    expect(within(channels).getByRole('switch', { name: '문자' })).toBeChecked();
    expect(within(channels).getByRole('switch', { name: '메일' })).not.toBeChecked();
    // 어디로 가는지는 설명으로: 번호는 010-0000-0000 모양으로
    // (회원 정보를 읽기 전에는 '회원 정보의 휴대폰 번호로')
    await waitFor(() => expect(within(channels).getByRole('switch', { name: '문자' })).toHaveAccessibleDescription('010-0000-0000 번호로 보냅니다.'));
    expect(within(channels).getByRole('switch', { name: '메일' })).toHaveAccessibleDescription('demo@example.com 주소로 보냅니다.');

    const categories = screen.getByRole('region', { name: '받을 알림' });
    for (const name of ['주문·결제', '서비스 진행', '1:1 문의 답변']) expect(within(categories).getByRole('switch', { name })).toBeChecked();

    const marketing = screen.getByRole('switch', { name: '광고성 정보 수신 동의(선택)' });
    expect(marketing).not.toBeChecked();
    expect(marketing).toHaveAccessibleDescription(/21:00~08:00.*보내지 않고.*\(광고\).*무료 수신거부/);
  });

  it('바꾸고 저장하면 모든 값을 PUT 으로 보내고, 저장했다는 알림을 띄운다', async () => {
    const puts = answer(DEFAULTS);
    const user = await openScreen();
    await user.click(screen.getByRole('switch', { name: '카카오톡 알림톡' }));
    await user.click(screen.getByRole('switch', { name: '메일' }));
    // 줄의 이름을 눌러도 바뀐다(누를 곳이 스위치보다 크다)
    await user.click(screen.getByText('서비스 진행'));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByTestId('toast-region')).toHaveTextContent(NOTIFICATION_PREFERENCE_MESSAGES.saved);
    expect(puts).toEqual([{ kakao: false, sms: true, mail: true, orderUpdates: true, serviceUpdates: false, inquiryUpdates: true, agreeMarketing: false }]);
    expect(screen.getByRole('switch', { name: '서비스 진행' })).not.toBeChecked();
    // 광고 동의는 바꾸지 않았으니 처리 결과 안내도 없다
    expect(screen.queryByText(/광고성 정보 수신 (동의|거부)가/)).not.toBeInTheDocument();
  });

  it('알림톡 설명은 문자를 끄면 문자 대체를 말하지 않고, 받을 방법을 모두 끄면 놓치는 것을 알린다', async () => {
    answer(DEFAULTS);
    const user = await openScreen();
    const kakao = screen.getByRole('switch', { name: '카카오톡 알림톡' });
    expect(kakao).toHaveAccessibleDescription(/문자로 대신 보냅니다/);
    await user.click(screen.getByRole('switch', { name: '문자' }));
    expect(kakao).toHaveAccessibleDescription('카카오톡으로 받습니다.');
    expect(screen.queryByText(/모두 끄면/)).not.toBeInTheDocument();
    await user.click(kakao);
    expect(screen.getByText(/받을 방법을 모두 끄면 주문·서비스 소식을 알림으로 받지 못합니다/)).toBeInTheDocument();
  });

  it('광고 수신에 동의하면 처리 결과(누가·무엇을·언제)를 화면에 남긴다', async () => {
    answer(DEFAULTS, (body) => ({ ...DEFAULTS, ...body, updatedAt: '2026-11-26T03:00:00.000Z', marketingConsentChangedAt: '2026-11-26T03:00:00.000Z' }));
    const user = await openScreen();
    await user.click(screen.getByRole('switch', { name: '광고성 정보 수신 동의(선택)' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('그로스몰 광고성 정보 수신 동의가 2026.11.26에 처리되었습니다.')).toBeInTheDocument();
  });

  it('서버가 칸을 짚어 거절하면 그 스위치 아래에 붙이고 초점을 옮긴다, 칸이 없으면 폼 아래에', async () => {
    answer(DEFAULTS, () =>
      HttpResponse.json(
        { code: 'VALIDATION_FAILED', message: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired, meta: { target: 'json', fields: { sms: NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired } } },
        { status: 400 },
      ),
    );
    const user = await openScreen();
    await user.click(screen.getByRole('button', { name: '저장' }));
    const sms = screen.getByRole('switch', { name: '문자' });
    await waitFor(() => expect(sms).toHaveAccessibleDescription(`010-0000-0000 번호로 보냅니다. ${NOTIFICATION_PREFERENCE_MESSAGES.toggleRequired}`));
    expect(sms).toHaveAttribute('aria-invalid', 'true');
    expect(sms).toHaveFocus();
    expect(screen.getByTestId('toast-region')).toBeEmptyDOMElement();

    server.use(
      http.put(`${API}/my-page/:memberId/notification-preferences`, () =>
        HttpResponse.json({ code: 'MEMBER_NOT_FOUND', message: '회원 정보를 찾을 수 없습니다.', meta: null }, { status: 404 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('회원 정보를 찾을 수 없습니다.');
  });

  it('불러오지 못하면 서버의 문장을 보인다', async () => {
    server.use(
      http.get(`${API}/my-page/:memberId/notification-preferences`, () =>
        HttpResponse.json({ code: 'NOT_YOUR_RESOURCE', message: '본인의 정보만 볼 수 있습니다.', meta: null }, { status: 403 }),
      ),
    );
    renderApp(<NotificationPreferencesView />);
    // 한 번 다시 시도한 뒤(query-client 의 retry 1)
    expect(await screen.findByRole('alert', undefined, { timeout: 4000 })).toHaveTextContent('본인의 정보만 볼 수 있습니다.');
  });

  it('axe: WCAG 2.2 A·AA 위반이 없다', async () => {
    answer({ ...DEFAULTS, mail: true, agreeMarketing: true });
    renderApp(<NotificationPreferencesView />);
    await screen.findByRole('switch', { name: '메일' });
    const result = await axe.run(document.body, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });
});
