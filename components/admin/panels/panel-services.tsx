'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { SectionHeading } from '@/components/layout/section-heading';
import { TextField } from '@/components/ui/text-field';
import { panelServicesQuery } from '@/lib/api/admin-panels';
import { Badge, Card, CardMeta, CardTitle, Cards, ListState } from '../admin-list-parts';
import { Pager } from '../pager';
import { serviceTerms } from './panel-text';
import { formatCount } from '@/lib/format';

const SIZE = 20;

/** 동기화된 패널 서비스: 번호·이름·분류 검색 */
export function PanelServices({ panelId }: { panelId: number }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuery(panelServicesQuery(panelId, { q: q.trim(), page, size: SIZE }));
  const items = list.data?.items ?? [];

  return (
    <Section aria-label="패널 서비스">
      <SectionHeading as="h3">패널 서비스 {list.data ? `(${formatCount(list.data.total)}개)` : ''}</SectionHeading>
      <TextField
        label="서비스 검색"
        type="search"
        placeholder="서비스 번호, 이름, 분류"
        value={q}
        onChange={(e) => {
          setQ(e.target.value);
          setPage(1);
        }}
      />
      <ListState isPending={list.isPending} error={list.error} isEmpty={items.length === 0}>
        <Cards aria-label="패널 서비스 목록">
          {items.map((s) => (
            <Card key={s.serviceId} data-hidden={!s.isAvailable}>
              <CardTitle>
                #{s.serviceId} {s.name}
              </CardTitle>
              <CardMeta>
                {s.category && <span>{s.category}</span>}
                <span>{serviceTerms(s)}</span>
                {s.refill && <Badge>리필 가능</Badge>}
                {s.cancel && <Badge>취소 가능</Badge>}
                {!s.isAvailable && <Badge data-tone="off">제공 중지</Badge>}
              </CardMeta>
            </Card>
          ))}
        </Cards>
      </ListState>
      {list.data && <Pager page={page} size={SIZE} total={list.data.total} onChange={setPage} />}
    </Section>
  );
}

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 24 });
