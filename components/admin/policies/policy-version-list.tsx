'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/http';
import { policyVersionsQuery, usePolicyVersionMutations } from '@/lib/api/policies';
import { adminMeQuery } from '@/lib/api/admin-operators';
import { POLICY_KINDS, POLICY_LABELS, POLICY_VERSION_STATUS_LABELS, policyPath } from '@/lib/schemas/policies';
import { ServerError } from '../admin-form-parts';
import { Badge, Card, CardHead, CardMeta, CardTitle, Cards, ListState, PageHead } from '../admin-list-parts';

/** 정책 판 목록: 종류별로 시행일 늦은 것부터. 새 판·예약 취소는 OWNER 만(버튼도 OWNER 에게만) */
export function PolicyVersionList() {
  const list = useQuery(policyVersionsQuery());
  const me = useQuery(adminMeQuery());
  const { remove } = usePolicyVersionMutations();
  const [error, setError] = useState<string | null>(null);
  const isOwner = me.data?.adminRole === 'OWNER';
  const items = list.data ?? [];
  const onRemove = async (id: number) => {
    setError(null);
    try {
      await remove.mutateAsync(id);
    } catch (e) {
      setError(isApiError(e) ? e.message : '지우지 못했습니다. 잠시 후 다시 시도해주세요.');
    }
  };
  return (
    <>
      <PageHead title="약관·정책" newHref={isOwner ? '/admin/policies/new' : undefined} newLabel="새 판 만들기" />
      {error && <ServerError role="alert">{error}</ServerError>}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        {POLICY_KINDS.map((kind) => (
          <section key={kind} aria-labelledby={`policy-${kind}`}>
            <h2 id={`policy-${kind}`}>
              {POLICY_LABELS[kind]} <a href={policyPath(kind)}>(스토어에서 보기)</a>
            </h2>
            <Cards>
              {items
                .filter((v) => v.kind === kind)
                .map((v) => (
                  <Card key={v.id}>
                    <CardHead>
                      <CardTitle>
                        제{v.versionNumber}판 · 시행 {v.effectiveDate}
                      </CardTitle>
                      <Badge data-tone={v.status === 'SUPERSEDED' ? 'off' : undefined}>{POLICY_VERSION_STATUS_LABELS[v.status]}</Badge>
                    </CardHead>
                    <CardMeta>{v.summary}</CardMeta>
                    {isOwner && v.status === 'SCHEDULED' && (
                      <Button type="button" data-variant="secondary" onClick={() => void onRemove(v.id)}>
                        예약 취소(제{v.versionNumber}판 지우기)
                      </Button>
                    )}
                  </Card>
                ))}
            </Cards>
          </section>
        ))}
      </ListState>
    </>
  );
}
