import { z } from 'zod';
import { PublicStandInsSchema, type PublicStandIns } from '../schemas/stand-ins';
import { serverApiUrl } from '../env';
import { unreachableAtBuild } from './server-fetch';

const TIMEOUT_MS = 3000;
/** 설정에서 나오는 값이라 드물게 바뀐다: 화면의 ISR 과 같은 주기로 다시 받는다 */
const REVALIDATE_SECONDS = 60;

/**
 * GET /v1/stand-ins – 시험용으로 대신하는 어댑터(서버 컴포넌트만). 모든 화면의 레이아웃이 부르므로 실패해도 화면을 깨지 않는다:
 * 답이 없으면 띠 없이(null) 그린다. 빌드 중에 답을 얻지 못하면 apiGet 과 같이 그 화면을 요청마다 그리게 둔다
 * (띠를 모른 채 정적으로 굳히지 않게).
 */
export async function getStandIns(): Promise<PublicStandIns | null> {
  const answer = await fetch(`${serverApiUrl()}/v1/stand-ins`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
    next: { revalidate: REVALIDATE_SECONDS },
  })
    .then(async (response) => (response.ok ? PublicStandInsSchema.safeParse(await response.json()) : null))
    .catch(() => null);
  if (answer?.success) return answer.data;
  // 답이 없거나(닿지 않음) 알아볼 수 없는 답(이 주소를 모르는 다른 api): 빌드라면 모른 채 굳히지 않는다
  await unreachableAtBuild();
  return null;
}

export type StandInNotice = z.infer<typeof PublicStandInsSchema>['items'][number];
