import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFixtures, type ServiceFixtures } from '../../helpers/service-fixtures';
import { createTestApp, type TestApp, type TestMember } from '../../helpers/test-app';
import { insertTask, tasksOfService } from './fixtures';

let t: TestApp;
let me: TestMember;
let other: TestMember;
let fx: ServiceFixtures;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.loginAsAdmin();
  fx = await serviceFixtures(t, admin.accessToken);
  me = await t.signup();
  other = await t.signup();
});
afterAll(() => t.close());

const patch = (serviceId: number, targetKey: unknown, member = me) =>
  t.json('PATCH', `/v1/my-page/${member.memberId}/services/${serviceId}/account`, { targetKey }, member.accessToken);

describe('PATCH /v1/my-page/{memberId}/services/{serviceId}/account', () => {
  it('시작 전이면 정규화한 대상으로 서비스와 READY 작업을 함께 바꾼다', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, targetKey: 'old_name' });
    // 일꾼이 만든 작업처럼 패널에 보낼 프로필 주소가 적혀 있다(jobs/fulfilment/create-tasks.ts)
    await insertTask(t, {
      serviceId,
      memberId: me.memberId,
      targetKey: 'https://www.instagram.com/old_name/',
      status: 0,
      phase: 'READY',
      remains: null,
      startCount: null,
      sentAt: null,
      finishedAt: null,
    });
    const res = await patch(serviceId, '@New.Name');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: serviceId, targetKey: 'new.name', canChangeAccount: true });
    const rows = await tasksOfService(t, serviceId);
    expect(rows.map((r) => r.targetKey)).toEqual(['https://www.instagram.com/new.name/']);
    const detail = await t.json('GET', `/v1/my-page/${me.memberId}/services/${serviceId}`, undefined, me.accessToken);
    expect(detail.body.targetKey).toBe('new.name');
  });

  it('작업이 아직 없어도 바꿀 수 있다', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId });
    const res = await patch(serviceId, 'https://www.instagram.com/another_one/');
    expect(res.status).toBe(200);
    expect(res.body.targetKey).toBe('another_one');
  });

  it('상품의 대상 규칙에 맞지 않으면 422 와 규칙 문구', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, targetKey: 'keep_me' });
    const res = await patch(serviceId, 'not a valid name!');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'INVALID_TARGET', message: '인스타그램 아이디를 확인해주세요. (영문, 숫자, 마침표, 밑줄 30자 이내)' });
    const detail = await t.json('GET', `/v1/my-page/${me.memberId}/services/${serviceId}`, undefined, me.accessToken);
    expect(detail.body.targetKey).toBe('keep_me');
  });

  it('작업이 패널로 떠났으면 409, 아무것도 바뀌지 않는다', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId, targetKey: 'sent_one' });
    await insertTask(t, { serviceId, memberId: me.memberId, targetKey: 'sent_one', status: 0, phase: 'SENDING', remains: null, finishedAt: null });
    const res = await patch(serviceId, 'changed_one');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SERVICE_ALREADY_STARTED', message: '이미 작업이 시작되어 대상을 바꿀 수 없습니다.' });
    expect((await tasksOfService(t, serviceId)).map((r) => r.targetKey)).toEqual(['sent_one']);
    const detail = await t.json('GET', `/v1/my-page/${me.memberId}/services/${serviceId}`, undefined, me.accessToken);
    expect(detail.body).toMatchObject({ targetKey: 'sent_one', canChangeAccount: false });
  });

  it('진행 중인 서비스는 409', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId });
    await fx.setServiceStatus(serviceId, 'IN_PROGRESS');
    const res = await patch(serviceId, 'changed_two');
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('이미 작업이 시작되어 대상을 바꿀 수 없습니다.');
  });

  it('남의 서비스는 403 NOT_YOUR_RESOURCE', async () => {
    const { serviceId } = await fx.paidService({ memberId: other.memberId, targetKey: 'theirs_one' });
    const res = await patch(serviceId, 'mine_now');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_RESOURCE');
  });

  it('빈 대상은 400', async () => {
    const { serviceId } = await fx.paidService({ memberId: me.memberId });
    const res = await patch(serviceId, '   ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('대상을 입력해주세요.');
  });
});
