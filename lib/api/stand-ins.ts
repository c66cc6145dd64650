import { z } from 'zod';
import { PublicStandInsSchema, type PublicStandIns } from '../schemas/stand-ins';
import { serverApiUrl } from '../env';
import { unreachableAtBuild } from './server-fetch';

const TIMEOUT_MS = 3000;
/** 설정에서 나오는 값이라 드물게 바뀐다: 화면의 ISR 과 같은 주기로 다시 받는다 */
const REVALIDATE_SECONDS = 60;

/**
 * GET /v1/stand-ins – 시험용으로 대신하는 어댑터(서버 컴포넌트만). 모든 화면의 레이아웃이 부르므로 실패해도 화면을 깨지 않는다:
 * 답이 없으면 띠 없이(null) 그린다. 빌드가 API 에 닿지 못하면 apiGet 과 같이 그 화면을 요청마다 그리게 둔다
 * (띠를 모른 채 정적으로 굳히지 않게).
 */
export async function getStandIns(): Promise<PublicStandIns | null> {
  try {
    const response = await fetch(`${serverApiUrl()}/v1/stand-ins`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      next: { revalidate: REVALIDATE_SECONDS },
    });
    if (!response.ok) return null;
    const parsed = PublicStandInsSchema.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    await unreachableAtBuild();
    return null;
  }
}

export type StandInNotice = z.infer<typeof PublicStandInsSchema>['items'][number];
