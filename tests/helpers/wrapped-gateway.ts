import type { PaymentGateway } from '../../server/providers/payments';

type Methods = Omit<PaymentGateway, 'name' | 'clientKey'>;

/**
 * 결제사 포트를 감싼다: 고른 메서드만 바꾸고 나머지는 inner() 에 그대로 넘긴다.
 * inner 는 나중에(테스트 앱의 DB 가 생긴 뒤) 정해질 수 있어 함수로 받는다.
 */
export function wrapGateway(inner: () => PaymentGateway, overrides: Partial<Methods>): PaymentGateway {
  return {
    name: 'test',
    clientKey: 'test_ck_embedded',
    confirm: (p) => inner().confirm(p),
    cancel: (p) => inner().cancel(p),
    getPayment: (k) => inner().getPayment(k),
    getPaymentByOrderId: (o) => inner().getPaymentByOrderId(o),
    listTransactions: (p) => inner().listTransactions(p),
    issueVirtualAccount: (p) => inner().issueVirtualAccount(p),
    issueCashReceipt: (p) => inner().issueCashReceipt(p),
    cancelCashReceipt: (p) => inner().cancelCashReceipt(p),
    ...overrides,
  };
}
