import { Hono } from 'hono';
import { formatWon } from '../../../lib/format';
import { EASY_PAY_LABELS, EasyPayProviderSchema, type EasyPayProvider } from '../../../lib/schemas/purchases';
import { webOrigins } from '../../config';
import type { AppDeps } from '../../lib/context';
import { TestGateway } from './test-gateway';

type PayParams = { orderId: string; amount: number; orderName: string; successUrl: URL; failUrl: URL; easyPay: EasyPayProvider | null };

const ORDER_ID = /^[A-Za-z0-9_-]{6,64}$/;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** 돌아갈 주소는 설정된 웹 출처(WEB_ORIGIN)만: 결제창이 열린 리다이렉트가 되지 않게 */
function allowedUrl(raw: string | undefined, origins: string[]): URL | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return origins.includes(url.origin) ? url : null;
  } catch {
    return null;
  }
}

function parse(query: Record<string, string>, origins: string[]): PayParams | null {
  const amount = Number(query.amount);
  const successUrl = allowedUrl(query.successUrl, origins);
  const failUrl = allowedUrl(query.failUrl, origins);
  // 간편결제는 토스 결제창의 easyPay 값(KAKAOPAY·NAVERPAY·TOSSPAY)만 받는다
  const easyPay = query.easyPay === undefined ? null : EasyPayProviderSchema.safeParse(query.easyPay);
  if (!ORDER_ID.test(query.orderId ?? '') || !Number.isInteger(amount) || amount < 1 || !successUrl || !failUrl || easyPay?.success === false) return null;
  return { orderId: query.orderId!, amount, orderName: (query.orderName ?? '').slice(0, 100), successUrl, failUrl, easyPay: easyPay?.data ?? null };
}

function withQuery(base: URL, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

function page(p: PayParams, query: string): string {
  const button = (action: string, label: string, color: string) =>
    `<a class="btn" style="background:${color}" href="/test-gateway/pay/${action}?${escapeHtml(query)}">${label}</a>`;
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>테스트 결제</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;display:flex;justify-content:center}
main{background:#fff;max-width:420px;width:100%;min-height:100vh;padding:24px;box-sizing:border-box}
h1{font-size:20px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#555;white-space:nowrap}dd{margin:0;min-width:0;overflow-wrap:anywhere}
.btn{display:block;text-align:center;color:#fff;text-decoration:none;padding:14px;border-radius:8px;margin-top:12px;font-weight:600}
.note{color:#555;font-size:13px}</style></head><body><main>
<h1>테스트 결제</h1><p class="note">실제로 돈이 나가지 않는 개발용 결제창입니다.</p>
<dl><dt>주문명</dt><dd>${escapeHtml(p.orderName || '-')}</dd><dt>주문번호</dt><dd>${escapeHtml(p.orderId)}</dd>
<dt>결제 금액</dt><dd><strong>${formatWon(p.amount)}</strong></dd>
<dt>결제 수단</dt><dd data-testid="pay-method">${p.easyPay ? `간편결제 · ${EASY_PAY_LABELS[p.easyPay]}` : '신용·체크카드'}</dd></dl>
${button('approve', '승인', '#3182f6')}${button('decline', '거절', '#f04452')}${button('close', '닫기', '#8b95a1')}
</main></body></html>`;
}

/** 내장 테스트 결제창 (PAYMENTS_PROVIDER=test 일 때만 붙는다) */
export function testGatewayRouter(deps: AppDeps) {
  const { config } = deps;
  const gateway = new TestGateway(deps.db, config.JWT_SECRET, deps.now);
  const origins = webOrigins(config);
  const invalid = '<!doctype html><html lang="ko"><meta charset="utf-8"><p>결제 요청 정보가 올바르지 않습니다.</p></html>';

  return (
    new Hono()
      // GET /test-gateway/pay – 테스트 결제창 (승인·거절·닫기)
      .get('/pay', (c) => {
        const p = parse(c.req.query(), origins);
        if (!p) return c.html(invalid, 400);
        return c.html(page(p, new URL(c.req.url).search.slice(1)));
      })
      // GET /test-gateway/pay/{approve|decline|close} – 웹의 성공·실패 주소로 돌려보낸다
      .get('/pay/:action{approve|decline|close}', async (c) => {
        const p = parse(c.req.query(), origins);
        if (!p) return c.html(invalid, 400);
        const action = c.req.param('action');
        if (action === 'approve') {
          // 결제사처럼 인증을 마친 결제를 장부에 적어 둔다: 승인 전이라도 대사 작업이 물어볼 수 있게
          const paymentKey = await gateway.authenticate({ orderId: p.orderId, orderName: p.orderName, amount: p.amount, easyPayProvider: p.easyPay });
          return c.redirect(withQuery(p.successUrl, { paymentKey, orderId: p.orderId, amount: String(p.amount) }), 302);
        }
        // 토스페이먼츠 failUrl 과 같은 코드: 거절은 카드사 거절(결제 실패), 닫기는 사용자의 취소(결제 취소)
        const code = action === 'decline' ? 'REJECT_CARD_COMPANY' : 'PAY_PROCESS_CANCELED';
        const message = action === 'decline' ? '결제 승인이 거절되었습니다.' : '사용자에 의해 결제가 취소되었습니다.';
        return c.redirect(withQuery(p.failUrl, { code, message, orderId: p.orderId }), 302);
      })
  );
}
