'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/text-field';
import type { AdminOutboxFilter } from '@/lib/api/admin-notifications';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUS_LABELS,
  NOTIFICATION_STATUSES,
  RECIPIENT_QUERY_MAX,
  type NotificationChannel,
  type NotificationStatus,
} from '@/lib/schemas/notifications';
import { EnumSelect, PeriodSearch } from '../admin-filter-parts';
import { Filters } from '../admin-list-parts';

type Props = { value: AdminOutboxFilter; onChange: (next: AdminOutboxFilter) => void };

/** 경로·상태는 고르는 즉시, 받는 사람·회원 번호·기간은 '검색'을 눌러야 적용된다(입력 중에 부르지 않게) */
export function OutboxFilters({ value, onChange }: Props) {
  const [recipient, setRecipient] = useState(value.recipient ?? '');
  const [memberId, setMemberId] = useState(value.memberId ? String(value.memberId) : '');

  return (
    <>
      <Filters>
        <EnumSelect
          label="경로"
          allLabel="전체 경로"
          options={NOTIFICATION_CHANNELS}
          labels={NOTIFICATION_CHANNEL_LABELS}
          value={value.channel}
          onChange={(channel) => onChange({ ...value, channel: channel as NotificationChannel | undefined })}
        />
        <EnumSelect
          label="상태"
          allLabel="전체 상태"
          options={NOTIFICATION_STATUSES}
          labels={NOTIFICATION_STATUS_LABELS}
          value={value.status}
          onChange={(status) => onChange({ ...value, status: status as NotificationStatus | undefined })}
        />
      </Filters>
      <PeriodSearch
        initial={value}
        fromLabel="날짜 시작"
        toLabel="날짜 끝"
        check={() => (memberId.trim() && !/^\d+$/.test(memberId.trim()) ? '회원 번호는 숫자로 입력해주세요.' : null)}
        onSearch={(period) =>
          onChange({ ...value, recipient: recipient.trim() || undefined, memberId: memberId.trim() ? Number(memberId.trim()) : undefined, ...period })
        }
      >
        <TextField
          label="받는 사람(휴대폰 번호·이메일)"
          type="search"
          value={recipient}
          maxLength={RECIPIENT_QUERY_MAX}
          onChange={(e) => setRecipient(e.target.value)}
        />
        <TextField label="회원 번호" inputMode="numeric" value={memberId} onChange={(e) => setMemberId(e.target.value)} />
      </PeriodSearch>
    </>
  );
}
