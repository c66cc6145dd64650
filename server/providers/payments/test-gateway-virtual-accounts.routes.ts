import { Hono } from 'hono';
import { formatWon } from '../../../lib/format';
import { bankNameOf } from '../../../lib/schemas/payment-rules';
import { webOrigins } from '../../config';
import type { AppDeps } from '../../lib/context';
import { virtualAccountHolder } from '../../purchases/purchase-views.service';
import { findVirtualAccountByPaymentKey } from '../../purchases/virtual-accounts.repository';
import type { GatewayPayment } from './gateway';
import { TestGateway } from './test-gateway';

/** 결제 키 모양(글자·숫자·_·-): 주소에 NUL 같은 글자를 넣어 보내도 DB 까지 가지 않고 '없는 계좌'가 되게 */
const PAYMENT_KEY = /^[\w-]{1,200}$/;

const seoul = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'medium', timeStyle: 'short' });
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;display:flex;justify-content:center}
main{background:#fff;max-width:420px;width:100%;min-height:100vh;padding:24px;box-sizing:border-box}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#555;white-space:nowrap}dd{margin:0;min-width:0;overflow-wrap:anywhere}
.btn{display:block;box-sizing:border-box;width:100%;text-align:center;color:#fff;background:#3182f6;border:0;text-decoration:none;padding:14px;min-height:48px;border-radius:8px;margin-top:12px;font-weight:600;font-size:16px;cursor:pointer}
.note{color:#555;font-size:13px}.ok{color:#0a7a3d;font-weight:600}.err{color:#c0262d}</style></head><body><main>
<h1>${escapeHtml(title)}</h1><p class="note">실제로 돈이 오가지 않는 개발용 가상계좌입니다.</p>${body}</main></body></html>`;
}

/** holder: 입금하는 은행에 보이는 예금주(상점 이름). 결제사의 customerName 은 계좌를 받은 구매자다 */
function facts(p: GatewayPayment, holder: string): string {
  const va = p.virtualAccount!;
  const due = va.dueDate ? seoul.format(new Date(va.dueDate)) : '-';
  return `<dl><dt>은행</dt><dd>${escapeHtml(bankNameOf(va.bankCode))}</dd><dt>계좌번호</dt><dd data-testid="account-number">${escapeHtml(va.accountNumber)}</dd>
<dt>예금주</dt><dd>${escapeHtml(holder)}</dd><dt>입금 금액</dt><dd><strong>${formatWon(p.totalAmount)}</strong></dd>
<dt>입금 기한</dt><dd>${escapeHtml(due)}</dd><dt>주문번호</dt><dd>${escapeHtml(p.orderId)}</dd></dl>`;
}

/**
 * 내장 테스트 결제사의 가상계좌 페이지(PAYMENTS_PROVIDER=test 일 때만 붙는다): 계좌·금액·기한과 입금하기 버튼.
 * 누르면 장부를 입금 완료로 바꾸고, 토스가 하듯 이 api 의 웹훅 주소로 DEPOSIT_CALLBACK 을 HTTP 로 보낸다.
 * 결제 완료 처리는 웹훅이 한다: 이 페이지는 구매를 직접 건드리지 않는다.
 */
export function testVirtualAccountsRouter(deps: AppDeps) {
  const gateway = new TestGateway(deps.db, deps.config.JWT_SECRET, deps.now);
  const webhookUrl = `${deps.config.API_PUBLIC_URL.replace(/\/$/, '')}/v1/payments/webhooks/toss`;
  const web = webOrigins(deps.config)[0] ?? '';
  const holder = virtualAccountHolder(deps.config);
  const notFoundPage = layout('테스트 가상계좌', '<p class="err">가상계좌를 찾을 수 없습니다.</p>');

  const storeLink = async (paymentKey: string) => {
    const va = await findVirtualAccountByPaymentKey(deps.db, { paymentKey });
    const href = va ? `${web}/my-page/purchases/${va.purchaseId}` : `${web}/my-page/purchases`;
    return `<a class="btn" href="${escapeHtml(href)}">상점으로 돌아가기</a>`;
  };
  const depositForm = (paymentKey: string, label: string) =>
    `<form method="post" action="/test-gateway/virtual-accounts/${encodeURIComponent(paymentKey)}/deposit"><button class="btn" type="submit">${label}</button></form>`;

  return (
    new Hono()
      // GET /test-gateway/virtual-accounts/{paymentKey} – 테스트 가상계좌 (입금하기)
      .get('/:paymentKey', async (c) => {
        const paymentKey = c.req.param('paymentKey');
        if (!PAYMENT_KEY.test(paymentKey)) return c.html(notFoundPage, 404);
        const p = await gateway.getPayment(paymentKey);
        if (!p || p.method !== '가상계좌' || !p.virtualAccount) return c.html(notFoundPage, 404);
        const state =
          p.status === 'WAITING_FOR_DEPOSIT'
            ? depositForm(paymentKey, '입금하기')
            : p.status === 'DONE'
              ? `<p class="ok">입금 완료</p>${await storeLink(paymentKey)}`
              : `<p class="err">닫힌 가상계좌입니다(${escapeHtml(p.status)}).</p>`;
        return c.html(layout('테스트 가상계좌', facts(p, holder) + state));
      })
      // POST /test-gateway/virtual-accounts/{paymentKey}/deposit – 입금하고 웹훅을 보낸다
      .post('/:paymentKey/deposit', async (c) => {
        const paymentKey = c.req.param('paymentKey');
        if (!PAYMENT_KEY.test(paymentKey)) return c.html(notFoundPage, 404);
        const before = await gateway.getPayment(paymentKey);
        const done = before && (before.status === 'WAITING_FOR_DEPOSIT' || before.status === 'DONE') ? await gateway.deposit(paymentKey) : null;
        if (!done) return c.html(layout('테스트 가상계좌', '<p class="err">입금할 수 없습니다. 입금 기한이 지났거나 닫힌 계좌입니다.</p>'), 409);
        let delivered = false;
        let detail = '';
        try {
          const res = await fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(done.callback),
            signal: AbortSignal.timeout(deps.config.PAYMENTS_TIMEOUT_MS),
          });
          delivered = res.ok;
          detail = `HTTP ${res.status}`;
        } catch (e) {
          detail = e instanceof Error ? e.name : 'unknown';
        }
        if (!delivered) {
          deps.logger.warn({ paymentKey, detail }, 'test gateway could not deliver the deposit webhook');
          const body = `${facts(done.payment, holder)}<p class="err">입금은 되었지만 상점에 알리지 못했습니다(${escapeHtml(detail)}).</p>${depositForm(paymentKey, '다시 알리기')}`;
          return c.html(layout('테스트 가상계좌', body), 502);
        }
        return c.html(layout('테스트 가상계좌', `${facts(done.payment, holder)}<p class="ok" role="status">입금 완료</p>${await storeLink(paymentKey)}`));
      })
  );
}
