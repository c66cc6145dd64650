import { getStandIns } from '@/lib/api/stand-ins';
import { StandInNotice } from './stand-in-notice';

/**
 * 모든 화면 맨 위의 시험 환경 띠(서버 컴포넌트): api 가 시험용으로 대신하는 어댑터(테스트 결제창, 발송함 …)를 알리면 그린다.
 * 서버가 HTML 에 싣으므로 화면이 뜬 뒤 밀려 내려오지 않고, 공개 GET 하나를 60초씩 캐시해 카탈로그 화면의 ISR 을 깨지 않는다.
 */
export async function StandInBanner() {
  const standIns = await getStandIns();
  if (!standIns || standIns.items.length === 0) return null;
  return <StandInNotice items={standIns.items} />;
}
