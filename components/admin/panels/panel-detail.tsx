'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Button } from '@/components/ui/button';
import { adminPanelQuery, useRefreshPanelBalance, useSyncPanel } from '@/lib/api/admin-panels';
import { PANEL_KIND_LABELS } from '@/lib/schemas/panels';
import { FormActions, ServerError } from '../admin-form-parts';
import { Badge, CardMeta, EditorHead, Note } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { PanelMappings } from './panel-mappings';
import { PanelServices } from './panel-services';
import { balanceText } from './panel-text';

/** /admin/panels/{id} – 동기화, 잔액, 서비스 목록, 상품 연결 */
export function PanelDetail({ id }: { id: number }) {
  const panel = useQuery(adminPanelQuery(id));
  const sync = useSyncPanel();
  const balance = useRefreshPanelBalance();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<string>) => {
    setMessage(null);
    setError(null);
    try {
      setMessage(await action());
    } catch (e) {
      setError(serverErrorMessage(e));
    }
  };
  const onSync = () =>
    run(async () => {
      const r = await sync.mutateAsync(id);
      return `동기화 완료: 서비스 ${r.total}개 (새로 ${r.created}개, 갱신 ${r.updated}개, 제공 중지 ${r.disabled}개)`;
    });
  const onBalance = () =>
    run(async () => {
      const p = await balance.mutateAsync(id);
      return `잔액 ${balanceText(p)}`;
    });

  if (panel.isPending) return <Note>불러오는 중…</Note>;
  if (panel.error) return <Note role="alert">{serverErrorMessage(panel.error)}</Note>;
  const p = panel.data;
  const busy = sync.isPending || balance.isPending;

  return (
    <>
      <EditorHead title={p.name} backHref="/admin/panels" />
      <CardMeta>
        <Badge>{PANEL_KIND_LABELS[p.kind]}</Badge>
        <Badge data-tone={p.isActive ? 'on' : 'off'}>{p.isActive ? '사용 중' : '사용 안 함'}</Badge>
        {p.apiUrl && <span>{p.apiUrl}</span>}
      </CardMeta>
      <CardMeta>
        <span>잔액 {balanceText(p)}</span>
        {p.balanceCheckedAt && <span>확인 {formatSeoul(p.balanceCheckedAt)}</span>}
        <span>마지막 동기화 {p.servicesSyncedAt ? formatSeoul(p.servicesSyncedAt) : '없음'}</span>
      </CardMeta>
      <FormActions style={{ margin: '12px 0' }}>
        <Button type="button" onClick={onSync} disabled={busy}>
          {sync.isPending ? '동기화 중…' : '서비스 동기화'}
        </Button>
        <Button type="button" variant="secondary" onClick={onBalance} disabled={busy}>
          잔액 새로고침
        </Button>
      </FormActions>
      {message && <Note role="status">{message}</Note>}
      {error && <ServerError role="alert">{error}</ServerError>}
      <PanelServices panelId={id} />
      <PanelMappings panelId={id} />
    </>
  );
}
