import { processCashReceipts } from '../cash-receipts/cash-receipts.service';
import type { AppDeps } from '../lib/context';
import type { Job } from './worker';

/** 현금영수증: 결제가 끝난 구매의 영수증 발급, 전액 환불된 구매의 영수증 취소 (server/cash-receipts) */
export function cashReceiptJob(deps: AppDeps): Job {
  return {
    name: 'cash-receipts',
    intervalSeconds: deps.config.CASH_RECEIPT_INTERVAL_SECONDS,
    // 시각은 잡을 때마다 deps.now() 로 새로 읽는다: 한 바퀴가 길어도 임대가 실제 시각을 따른다
    run: async (d) => {
      const r = await processCashReceipts(d);
      if (r.issued + r.failed + r.canceled + r.retrying > 0) d.logger.info(r, 'cash receipts');
    },
  };
}
