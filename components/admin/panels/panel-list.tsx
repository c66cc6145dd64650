'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { adminPanelsQuery } from '@/lib/api/admin-panels';
import { PANEL_KIND_LABELS, type AdminPanel } from '@/lib/schemas/panels';
import { Badge, Card, CardMeta, CardTitle, Cards, LinkButton, ListState, PageHead } from '../admin-list-parts';
import { formatSeoul } from '../seoul-time';
import { PanelForm } from './panel-form';
import { balanceText } from './panel-text';
import { formatCount } from '@/lib/format';

/** /admin/panels – 상위 패널 목록과 등록·수정 폼 */
export function PanelList() {
  const list = useQuery(adminPanelsQuery());
  // null: 폼 닫힘, 'new': 등록, 패널: 수정
  const [editing, setEditing] = useState<AdminPanel | 'new' | null>(null);
  const items = list.data ?? [];

  return (
    <>
      <PageHead title="패널" />
      {editing === null ? (
        <Button type="button" onClick={() => setEditing('new')}>
          패널 등록
        </Button>
      ) : (
        <PanelForm key={editing === 'new' ? 'new' : editing.id} panel={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      )}
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="패널 목록" style={{ marginTop: 16 }}>
          {items.map((p) => (
            <Card key={p.id} data-hidden={!p.isActive}>
              <CardTitle>{p.name}</CardTitle>
              <CardMeta>
                <Badge>{PANEL_KIND_LABELS[p.kind]}</Badge>
                <Badge data-tone={p.isActive ? 'on' : 'off'}>{p.isActive ? '사용 중' : '사용 안 함'}</Badge>
                {p.apiKeyLast4 && <span>키 ••••{p.apiKeyLast4}</span>}
              </CardMeta>
              <CardMeta>
                <span>잔액 {balanceText(p)}</span>
                <span>서비스 {formatCount(p.serviceCount)}개</span>
                <span>연결 상품 {formatCount(p.productCount)}개</span>
              </CardMeta>
              <CardMeta>
                <span>마지막 동기화 {p.servicesSyncedAt ? formatSeoul(p.servicesSyncedAt) : '없음'}</span>
              </CardMeta>
              <CardMeta>
                <LinkButton href={`/admin/panels/${p.id}`}>서비스·상품 연결</LinkButton>
                <Button type="button" variant="ghost" onClick={() => setEditing(p)}>
                  수정
                </Button>
              </CardMeta>
            </Card>
          ))}
        </Cards>
      </ListState>
    </>
  );
}
