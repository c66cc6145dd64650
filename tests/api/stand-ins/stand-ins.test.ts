import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, panels, panelServices } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed';
import { seedOperatorMfa } from '../../../server/db/seed/operators';
import { SIMULATOR_REFUSED_MESSAGE } from '../../../server/jobs/fulfilment/send-one';
import { hashPassword } from '../../../server/members/passwords';
import { launchRefusal } from '../../../server/stand-ins/launch';
import { PUBLIC_STAND_INS_TTL_MS, readDatabaseFacts } from '../../../server/stand-ins/stand-ins.service';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { engineSetup, FakePanel, type EngineSetup } from '../jobs/fixtures';

/** 운영 모드로 만든 시험 앱: 내장 DB 와 그 밖의 시험용 어댑터를 명시적으로 허용한 스테이징(시뮬레이터는 허용하지 않는다) */
const STAGING = {
  NODE_ENV: 'production',
  JWT_SECRET: 'staging-secret-0123456789abcdefghijklmnop',
  REVALIDATE_SECRET: 'staging-revalidate-0123456789',
  ALLOW_EMBEDDED_DATABASE: 'true',
  ALLOW_TEST_PAYMENTS: 'true',
  ALLOW_OUTBOX_MAIL: 'true',
  ALLOW_OUTBOX_MESSAGES: 'true',
  ALLOW_LOCAL_UPLOADS: 'true',
  ALLOW_INSTAGRAM_FIXTURE: 'true',
};

describe('GET /v1/stand-ins – 공개: 시험용 어댑터와 손님에게 보일 한 줄', () => {
  let dev: TestApp;
  let staging: TestApp;
  beforeAll(async () => {
    [dev, staging] = await Promise.all([createTestApp(), createTestApp({ env: STAGING })]);
  });
  afterAll(() => Promise.all([dev.close(), staging.close()]));

  it('개발·시험: 결제·메일·문자·업로드·인스타그램·소셜·시뮬레이터·데모(내장 DB 면 넣는다)가 시험용, 데이터베이스는 띠에 싣지 않는다', async () => {
    const res = await dev.json('GET', '/v1/stand-ins');
    expect(res.status).toBe(200);
    expect(res.body.production).toBe(false);
    expect(res.body.items.map((i: { adapter: string }) => i.adapter)).toEqual(['payments', 'socialLogin', 'mail', 'messages', 'uploads', 'instagram', 'panels', 'demoData']);
    expect(res.body.items[0]).toEqual({ adapter: 'payments', label: '결제', notice: '테스트 결제 환경: 실제로 결제되지 않습니다' });
  });

  it('운영 스테이징: 허용한 것만 — 소셜 테스트 제공자와 시뮬레이터는 꺼져 있으니 싣지 않는다', async () => {
    const res = await staging.json('GET', '/v1/stand-ins');
    expect(res.body.production).toBe(true);
    expect(res.body.items.map((i: { adapter: string }) => i.adapter)).toEqual(['payments', 'mail', 'messages', 'uploads', 'instagram']);
  });

  it('DB 에 데모 계정이 있으면 데모 데이터도 싣는다', async () => {
    // 대소문자만 다른 주소도 같은 데모 계정이다
    await staging.signup({ email: DEMO_ACCOUNTS.member.email.toUpperCase() });
    // 공개 목록은 api 가 30초 들고 있다: 그 안에는 앞의 답 그대로, 지나면 새로 읽는다
    expect((await staging.json('GET', '/v1/stand-ins')).body.items.at(-1).adapter).toBe('instagram');
    staging.clock.advance(PUBLIC_STAND_INS_TTL_MS / 1000 + 1);
    const res = await staging.json('GET', '/v1/stand-ins');
    expect(res.body.items.at(-1)).toEqual({ adapter: 'demoData', label: '데모 데이터', notice: '데모 계정과 예시 데이터가 들어 있습니다' });
  });

  it('GET /v1/admin/stand-ins – 콘솔: 어댑터마다 지금 쓰는 것, 허용 변수, 실제로 바꾸려면 채울 변수(값은 싣지 않는다)', async () => {
    const owner = await staging.loginAsAdmin('SUPPORT');
    const res = await staging.json('GET', '/v1/admin/stand-ins', undefined, owner.accessToken);
    expect(res.status).toBe(200);
    expect(res.body.production).toBe(true);
    const payments = res.body.items.find((i: { adapter: string }) => i.adapter === 'payments');
    expect(payments).toMatchObject({
      mode: '내장 테스트 결제창',
      standIn: true,
      allowed: true,
      optIn: 'ALLOW_TEST_PAYMENTS',
      missing: ['PAYMENTS_PROVIDER=toss', 'TOSS_SECRET_KEY', 'TOSS_CLIENT_KEY'],
    });
    expect(JSON.stringify(res.body)).not.toContain(staging.config.JWT_SECRET);
    expect((await staging.json('GET', '/v1/admin/stand-ins')).status).toBe(401);
  });
});

describe('DB 의 데모 흔적 – 이메일을 바꿔도 데모 TOTP 비밀과 데모 비밀번호로 찾는다', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: STAGING });
  });
  afterAll(() => t.close());

  it('readDatabaseFacts · launchRefusal – 데모 계정, 데모 TOTP 를 쓰는 운영자, 데모 비밀번호를 쓰는 운영자를 모두 이름으로', async () => {
    expect(await readDatabaseFacts(t.db, t.config, { passwords: true })).toEqual({ demoEmails: [], demoTotpOperators: [], demoPasswordOperators: [], activeSimulatorPanels: 0 });
    expect(await launchRefusal(t.config, t.db)).toBeNull();

    await t.signup({ email: DEMO_ACCOUNTS.member.email });
    // 데모 OWNER 를 진짜 주소로 바꾼 운영자: 비밀번호와 TOTP 비밀은 데모 그대로
    const renamed = await t.loginAsAdmin('OWNER');
    await t.db.update(members).set({ passwordHash: await hashPassword(DEMO_ACCOUNTS.admin.password) }).where(eq(members.id, renamed.memberId));
    await seedOperatorMfa(t.db, [renamed.email], t.config.JWT_SECRET, t.clock.now());
    // 데모 시드의 기본 키로 암호화한 비밀도 찾는다(데모를 넣은 뒤 JWT_SECRET 을 바꾼 상점)
    const other = await t.loginAsAdmin('MANAGER');
    await seedOperatorMfa(t.db, [other.email], 'dev-only-secret-change-me-0123456789abcdef', t.clock.now());

    const facts = await readDatabaseFacts(t.db, t.config, { passwords: true });
    expect(facts.demoEmails).toEqual([DEMO_ACCOUNTS.member.email]);
    expect(facts.demoTotpOperators).toEqual([renamed.email, other.email].sort());
    expect(facts.demoPasswordOperators).toEqual([renamed.email]);
    expect((await readDatabaseFacts(t.db, t.config, { passwords: false })).demoPasswordOperators).toEqual([]);

    const message = await launchRefusal(t.config, t.db);
    expect(message).toContain('운영 환경(NODE_ENV=production)에서 시작할 수 없습니다');
    expect(message).toContain(`데모 계정 ${DEMO_ACCOUNTS.member.email}`);
    expect(message).toContain(`데모 TOTP 비밀을 쓰는 운영자 ${renamed.email}`);
    expect(message).toContain(`데모 비밀번호를 쓰는 운영자 ${renamed.email}`);
    expect(message).toContain('ALLOW_DEMO_DATA=true');
    expect(await launchRefusal({ ...t.config, ALLOW_DEMO_DATA: true }, t.db)).toBeNull();
  });
});

describe('시뮬레이터 패널 – 운영에서는 만들 수 없고, 남아 있는 것은 주문의 경로가 되지 못한다', () => {
  let s: EngineSetup;
  beforeAll(async () => {
    s = await engineSetup({ env: STAGING });
  });
  afterAll(() => s.t.close());

  it('POST·PATCH /v1/admin/panels – 시뮬레이터로 만들거나 바꾸면 422 SIMULATOR_PANEL_FORBIDDEN, 상품 연결도 거절', async () => {
    const admin = await s.t.loginAsAdmin('MANAGER');
    const created = await s.t.json('POST', '/v1/admin/panels', { name: '시뮬', kind: 'SIMULATOR' }, admin.accessToken);
    expect(created.status).toBe(422);
    expect(created.body).toMatchObject({ code: 'SIMULATOR_PANEL_FORBIDDEN', message: '운영 환경에서는 내장 시뮬레이터 패널을 쓸 수 없습니다. 실제 패널(API v2)을 등록해주세요.' });
    expect(await s.t.db.select().from(panels).where(eq(panels.kind, 'SIMULATOR'))).toEqual([]);

    const real = await s.t.json('POST', '/v1/admin/panels', { name: '실제', kind: 'API_V2', apiUrl: 'https://panel.example.com/api/v2', apiKey: 'key-1234' }, admin.accessToken);
    expect(real.status).toBe(201);
    const patched = await s.t.json('PATCH', `/v1/admin/panels/${real.body.id}`, { kind: 'SIMULATOR' }, admin.accessToken);
    expect(patched.status).toBe(422);
    expect(patched.body.code).toBe('SIMULATOR_PANEL_FORBIDDEN');
    expect((await s.state.panel(real.body.id)).kind).toBe('API_V2');

    // 스테이징 때 만들어 둔 시뮬레이터(DB 에 남은 것)에 상품을 잇는 것도 막는다
    const [sim] = await s.t.db.insert(panels).values({ name: '남은 시뮬레이터', kind: 'SIMULATOR' }).returning({ id: panels.id });
    await s.t.db.insert(panelServices).values({ panelId: sim!.id, serviceId: '1', name: '팔로워' });
    const product = await s.fx.product({ kind: 'SINGLE' });
    const mapped = await s.t.json('PUT', `/v1/admin/products/${product.id}/panel-service`, { panelId: sim!.id, panelServiceId: '1' }, admin.accessToken);
    expect(mapped.status).toBe(422);
    expect(mapped.body.code).toBe('SIMULATOR_PANEL_FORBIDDEN');
  });

  it('이행 일꾼 – 시뮬레이터로 가는 유료 주문은 보내지 않고 READY 로 두고 운영자 경보', async () => {
    const [sim] = await s.t.db.insert(panels).values({ name: '스테이징 시뮬레이터', kind: 'SIMULATOR' }).returning({ id: panels.id });
    await s.t.db.insert(panelServices).values({ panelId: sim!.id, serviceId: '1001', name: '팔로워' });
    // 만약 보낸다면 여기 찍힌다(시뮬레이터 대신 끼운 가짜 패널)
    const fake = new FakePanel();
    s.fakes.set(sim!.id, fake);
    const svc = await s.paidService({ panelId: sim!.id });
    await s.run();
    const [task] = await s.state.tasksOf(svc.serviceId);
    expect(task).toMatchObject({ phase: 'READY', status: 0, needsAttention: true, lastError: SIMULATOR_REFUSED_MESSAGE, panelOrderId: null });
    expect(fake.adds).toEqual([]);
    const [alert] = await s.state.alerts('TASK_NEEDS_ATTENTION', `task:${task!.id}`);
    expect(alert!.message).toContain(SIMULATOR_REFUSED_MESSAGE);
    // 다시 돌려도 보내지 않는다
    await s.run(new Date(s.t.clock.now().getTime() + 3600_000));
    expect(fake.adds).toEqual([]);
  });
});
