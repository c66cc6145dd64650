import type { CardPrepareResponse } from '@/lib/schemas/payments';

/** 토스페이먼츠 웹 SDK v2 중 여기서 쓰는 부분만 */
type TossPaymentsFactory = (clientKey: string) => {
  payment: (p: { customerKey: string }) => {
    requestPayment: (p: {
      method: 'CARD';
      amount: { currency: 'KRW'; value: number };
      orderId: string;
      orderName: string;
      successUrl: string;
      failUrl: string;
      /** 간편결제사 결제창을 바로 열 때: flowMode DIRECT 와 easyPay */
      card?: { flowMode: 'DIRECT'; easyPay: string };
    }) => Promise<void>;
  };
};

const SDK_URL = 'https://js.tosspayments.com/v2/standard';
let loading: Promise<TossPaymentsFactory> | null = null;

/** SDK 는 토스로 결제할 때만 불러온다: 다른 화면과 테스트 결제사에서는 외부 스크립트가 실리지 않는다 */
function loadTossPayments(): Promise<TossPaymentsFactory> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => {
      const factory = (window as unknown as { TossPayments?: TossPaymentsFactory }).TossPayments;
      if (factory) resolve(factory);
      else reject(new Error('결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** 결제창을 연다. 성공·실패는 결제사가 successUrl·failUrl 로 돌려보내며 알린다 */
export async function requestTossCardPayment(prepared: CardPrepareResponse): Promise<void> {
  const TossPayments = await loadTossPayments();
  const origin = window.location.origin;
  await TossPayments(prepared.clientKey)
    .payment({ customerKey: prepared.customerKey })
    .requestPayment({
      method: 'CARD',
      amount: { currency: 'KRW', value: prepared.amount },
      orderId: prepared.orderId,
      orderName: prepared.orderName,
      successUrl: `${origin}/checkout/success`,
      failUrl: `${origin}/checkout/fail`,
      // 토스페이먼츠 결제창 SDK v2: 간편결제는 카드 결제창의 flowMode DIRECT + easyPay 로 그 간편결제사 화면을 바로 연다
      ...(prepared.easyPay ? { card: { flowMode: 'DIRECT' as const, easyPay: prepared.easyPay } } : {}),
    });
}
