import type { AppDeps } from '../lib/context';
import type { AuditActor } from './actor';
import { withAudit } from './with-audit';

type Ops<C, P, T> = {
  create: (deps: AppDeps, body: C) => Promise<T>;
  get: (deps: AppDeps, id: number) => Promise<T>;
  update: (deps: AppDeps, id: number, patch: P) => Promise<T>;
  remove: (deps: AppDeps, id: number) => Promise<void>;
  reorder?: (deps: AppDeps, ids: number[]) => Promise<void>;
};

/**
 * 카탈로그·콘텐츠처럼 모양이 같은 관리자 CRUD 의 쓰기에 작업 기록을 붙인다: 바꾸기 전 값(before)을 같은
 * 트랜잭션에서 읽고, 바뀐 값(after)과 함께 한 줄. 실패하면(없는 id, 슬러그 중복, 사용 중) 기록도 없다.
 * noun 은 URL 의 복수형(channels, notices...), label 은 요약에 쓰는 한국어 이름.
 */
export function auditedCrud<C, P, T extends { id: number }>(noun: string, label: string, nameOf: (item: T) => string, ops: Ops<C, P, T>) {
  const target = (item: T) => ({ targetType: noun, targetId: item.id });
  return {
    create: (deps: AppDeps, body: C, actor: AuditActor) =>
      withAudit(deps, actor, (d) => ops.create(d, body), (item) => ({ kind: `${noun}.create`, ...target(item), summary: `${label} 등록: ${nameOf(item)}`, after: item })),
    update: async (deps: AppDeps, id: number, patch: P, actor: AuditActor) => {
      const { after } = await withAudit(
        deps,
        actor,
        async (d) => ({ before: await ops.get(d, id), after: await ops.update(d, id, patch) }),
        ({ before, after }) => ({ kind: `${noun}.update`, ...target(after), summary: `${label} 수정: ${nameOf(after)}`, before, after }),
      );
      return after;
    },
    remove: async (deps: AppDeps, id: number, actor: AuditActor) => {
      await withAudit(
        deps,
        actor,
        async (d) => {
          const before = await ops.get(d, id);
          await ops.remove(d, id);
          return before;
        },
        (before) => ({ kind: `${noun}.delete`, ...target(before), summary: `${label} 삭제: ${nameOf(before)}`, before }),
      );
    },
    reorder: async (deps: AppDeps, ids: number[], actor: AuditActor) => {
      const reorder = ops.reorder;
      if (!reorder) return;
      await withAudit(
        deps,
        actor,
        (d) => reorder(d, ids),
        () => ({ kind: `${noun}.reorder`, targetType: noun, targetId: null, summary: `${label} 순서 변경 (${ids.length}개)`, after: { ids } }),
      );
    },
  };
}
