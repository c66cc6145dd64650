import type { AdminStandIns, PublicStandIns } from '../../lib/schemas/stand-ins';
import { DEV_JWT_SECRET, type Config } from '../config';
import type { Db } from '../db/client';
import { DEMO_ACCOUNTS } from '../db/seed';
import { DEMO_TOTP_SECRET } from '../db/seed/operators';
import type { AppDeps } from '../lib/context';
import { verifyPassword } from '../members/passwords';
import { decryptSecret, mfaKey } from '../operators/totp';
import { adapterReports, isProduction, type DatabaseFacts } from './stand-ins';
import * as repo from './stand-ins.repository';

/** 데모 비밀번호와 맞춰 볼 운영자 수의 상한: 시작이 운영자 수만큼 느려지지 않게(운영자는 보통 몇 명이다) */
const MAX_OPERATORS_CHECKED = 50;

/** 공개된 데모 TOTP 비밀인가: 지금 키로도, 데모 시드의 기본 키(DEV_JWT_SECRET)로도 풀어 본다 */
function isDemoTotp(stored: string, keys: Buffer[]): boolean {
  return keys.some((key) => {
    try {
      return decryptSecret(key, stored) === DEMO_TOTP_SECRET;
    } catch {
      return false;
    }
  });
}

/**
 * DB 에 남은 데모 흔적과 시뮬레이터 패널을 읽는다(쓰지 않는다). passwords: 운영자의 비밀번호 해시를 데모 비밀번호들과
 * 맞춰 본다(argon2 라 운영자 한 명에 수백 ms): 시작과 doctor 만 켜고, 요청마다 부르는 곳은 끈다.
 */
export async function readDatabaseFacts(db: Db, config: Pick<Config, 'JWT_SECRET' | 'JWT_PREVIOUS_SECRET'>, options: { passwords: boolean }): Promise<DatabaseFacts> {
  const demo = Object.values(DEMO_ACCOUNTS);
  // 키를 바꾸는 중이면 앞 키로 싸인 비밀도 있다
  const keys = [...new Set([config.JWT_SECRET, config.JWT_PREVIOUS_SECRET, DEV_JWT_SECRET].filter((k): k is string => !!k))].map(mfaKey);
  const [demoEmails, totps, activeSimulatorPanels] = await Promise.all([
    repo.findMemberEmails(db, demo.map((a) => a.email)),
    repo.listOperatorTotpSecrets(db),
    repo.countActiveSimulatorPanels(db),
  ]);
  const demoPasswordOperators: string[] = [];
  if (options.passwords) {
    const operators = await repo.listOperatorPasswordHashes(db, MAX_OPERATORS_CHECKED);
    const passwords = [...new Set(demo.map((a) => a.password))];
    const hits = await Promise.all(
      operators.map(async (o) => {
        for (const p of passwords) if (await verifyPassword(o.passwordHash, p).catch(() => false)) return o.email;
        return null;
      }),
    );
    demoPasswordOperators.push(...hits.filter((e): e is string => e !== null));
  }
  return {
    demoEmails: demoEmails.sort(),
    demoTotpOperators: totps.filter((t) => isDemoTotp(t.secret, keys)).map((t) => t.email).sort(),
    demoPasswordOperators: demoPasswordOperators.sort(),
    activeSimulatorPanels,
  };
}

/** 공개 목록을 이 프로세스가 들고 있는 시간: 로그인 없이 부르는 길이라 부를 때마다 DB 를 읽고 TOTP 비밀을 풀지 않게 */
export const PUBLIC_STAND_INS_TTL_MS = 30_000;
const publicCache = new WeakMap<AppDeps['db'], { until: number; value: Promise<PublicStandIns> }>();

/** 공개: 시험용으로 대신하는 어댑터와 손님에게 보일 한 줄. DB 흔적은 이메일·TOTP 만(비밀번호 대조는 하지 않는다) */
export function publicStandIns(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Promise<PublicStandIns> {
  const now = deps.now().getTime();
  const cached = publicCache.get(deps.db);
  if (cached && cached.until > now) return cached.value;
  const value = readPublicStandIns(deps);
  publicCache.set(deps.db, { until: now + PUBLIC_STAND_INS_TTL_MS, value });
  // 실패한 읽기는 들고 있지 않는다: 다음 요청이 다시 읽는다
  value.catch(() => publicCache.delete(deps.db));
  return value;
}

async function readPublicStandIns(deps: Pick<AppDeps, 'db' | 'config'>): Promise<PublicStandIns> {
  const facts = await readDatabaseFacts(deps.db, deps.config, { passwords: false });
  const items = adapterReports(deps.config, facts)
    // 데이터베이스는 손님에게 시험용이 아니다(진짜 DB 다): 띠에는 싣지 않고 콘솔에만
    .filter((r) => r.standIn && r.adapter !== 'database')
    .map((r) => ({ adapter: r.adapter, label: r.label, notice: r.notice }));
  return { production: isProduction(deps.config), items };
}

/** 콘솔: 어댑터마다 지금 쓰는 것과 시험용 여부, 운영에서 허용하는 변수, 실제로 바꾸려면 채울 변수 */
export async function adminStandIns(deps: Pick<AppDeps, 'db' | 'config'>): Promise<AdminStandIns> {
  const facts = await readDatabaseFacts(deps.db, deps.config, { passwords: false });
  return { production: isProduction(deps.config), items: adapterReports(deps.config, facts) };
}
