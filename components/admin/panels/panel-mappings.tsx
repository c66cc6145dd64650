'use client';

import styled from '@emotion/styled';
import { useQuery } from '@tanstack/react-query';
import { SectionHeading } from '@/components/layout/section-heading';
import { panelMappingsQuery, panelServicesQuery, useSetProductPanelService } from '@/lib/api/admin-panels';
import type { PanelMapping } from '@/lib/schemas/panels';
import { Hint, SelectField, ServerError } from '../admin-form-parts';
import { Card, CardMeta, CardTitle, Cards, ListState } from '../admin-list-parts';
import { useRowActions } from '../use-row-actions';
import { serviceTerms } from './panel-text';
import { formatCount } from '@/lib/format';

const OTHER = '__other__';

/** 상품마다 이 패널의 서비스를 고른다. 고르면 곧바로 저장하고, 수량 범위가 어긋나면 경고를 보인다 */
export function PanelMappings({ panelId }: { panelId: number }) {
  const mappings = useQuery(panelMappingsQuery());
  // 고를 수 있는 것은 제공 중인 서비스뿐(서버도 제공 중지 서비스 연결을 422 로 막는다)
  const services = useQuery(panelServicesQuery(panelId, { available: true, size: 100 }));
  const setMapping = useSetProductPanelService();
  const actions = useRowActions();
  const items = mappings.data ?? [];
  const options = services.data?.items ?? [];

  const valueOf = (m: PanelMapping) => (m.panelId === null ? '' : m.panelId === panelId ? (m.panelServiceId ?? '') : OTHER);
  const onChange = (m: PanelMapping, value: string) =>
    actions.run(() =>
      setMapping.mutateAsync({ productId: m.productId, body: value ? { panelId, panelServiceId: value } : { panelId: null, panelServiceId: null } }),
    );

  return (
    <Section aria-label="상품 연결">
      <SectionHeading as="h3">상품 연결</SectionHeading>
      <Hint>상품을 이 패널의 서비스에 연결하면 결제된 주문이 그 서비스로 전송됩니다.</Hint>
      {services.data && services.data.total > options.length && (
        <Hint>서비스가 많아 앞의 {options.length}개만 목록에 보입니다. 위 검색으로 번호를 확인해주세요.</Hint>
      )}
      {actions.error && <ServerError role="alert">{actions.error}</ServerError>}
      <ListState isPending={mappings.isPending} error={mappings.error} isEmpty={items.length === 0}>
        <Cards aria-label="상품 연결 목록">
          {items.map((m) => {
            const value = valueOf(m);
            const mappedHere = value !== '' && value !== OTHER;
            return (
              <Card key={m.productId}>
                <CardTitle>{m.productName}</CardTitle>
                <CardMeta>
                  <span>
                    {m.channelName} · {m.productTypeName}
                  </span>
                  <span>
                    상품 수량 {formatCount(m.minQuantity)}~{formatCount(m.maxQuantity)}개
                  </span>
                </CardMeta>
                <SelectField
                  label={`${m.productName} 패널 서비스`}
                  value={value}
                  disabled={actions.busy}
                  onChange={(e) => e.target.value !== OTHER && onChange(m, e.target.value)}
                >
                  <option value="">연결 안 함</option>
                  {value === OTHER && (
                    <option value={OTHER} disabled>
                      다른 패널: {m.panelName ?? `#${m.panelId}`} #{m.panelServiceId}
                    </option>
                  )}
                  {mappedHere && !options.some((s) => s.serviceId === value) && (
                    <option value={value}>
                      #{value} {m.service?.name ?? '(목록에 없는 서비스)'}
                    </option>
                  )}
                  {options.map((s) => (
                    <option key={s.serviceId} value={s.serviceId}>
                      #{s.serviceId} {s.name}
                    </option>
                  ))}
                </SelectField>
                {mappedHere && m.service && <CardMeta>{serviceTerms(m.service)}</CardMeta>}
                {m.warning && value !== OTHER && <Warning role="note">⚠ {m.warning}</Warning>}
              </Card>
            );
          })}
        </Cards>
      </ListState>
    </Section>
  );
}

const Section = styled.section({ display: 'flex', flexDirection: 'column', gap: 12, marginTop: 32 });

const Warning = styled.p(({ theme }) => ({ fontSize: theme.typography.size.sm, color: theme.color.danger }));
