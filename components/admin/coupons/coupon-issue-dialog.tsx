'use client';

import styled from '@emotion/styled';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/http';
import { previewAdminCouponIssue, useIssueAdminCoupon } from '@/lib/api/admin-coupons';
import type { AdminCoupon, CouponIssuePreview, CouponIssueRejected } from '@/lib/schemas/coupons';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { Done, FormActions, ServerError } from '../admin-form-parts';
import { IssueTargetFields } from './issue-target-fields';
import { ISSUE_MODE_LABELS, issueBodyOf, type IssueInput, type IssueMode } from './issue-targets';
import { formatCount } from '@/lib/format';

const newKey = () => crypto.randomUUID();
const EMPTY: IssueInput = { one: '', list: '', filter: {} };

/**
 * 발급 대화상자(모달, 열면 첫 칸으로 초점, Esc 로 닫힘). 요청 키는 열 때 하나 만들어 두 번 눌러도 한 번만 준다.
 * 조건으로 줄 때와 이메일로 한 명에게 줄 때는 받을 회원 수를 먼저 보고 확인한다.
 */
export function CouponIssueDialog({ coupon, onClose }: { coupon: AdminCoupon; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const issue = useIssueAdminCoupon();
  const [mode, setMode] = useState<IssueMode>('one');
  const [input, setInput] = useState<IssueInput>(EMPTY);
  const [requestKey, setRequestKey] = useState(newKey);
  const [preview, setPreview] = useState<CouponIssuePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rejected, setRejected] = useState<CouponIssueRejected[]>([]);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  const parsed = issueBodyOf(mode, input);
  const needsPreview = 'body' in parsed && parsed.body.filter !== undefined;
  const change = (next: Partial<IssueInput>, nextMode = mode) => {
    setInput((v) => ({ ...v, ...next }));
    setMode(nextMode);
    setPreview(null);
    setError(null);
    setRejected([]);
    setDone(null);
  };

  const runPreview = async () => {
    if (!('body' in parsed) || !parsed.body.filter) return;
    setError(null);
    try {
      setPreview(await previewAdminCouponIssue(coupon.id, parsed.body.filter));
    } catch (e) {
      setError(serverErrorMessage(e));
    }
  };

  const submit = async () => {
    if ('error' in parsed) return setError(parsed.error);
    // 조건으로 줄 때는 받을 수를 먼저 보인다: 발급하기를 눌러도 아직 수를 보지 않았으면 수를 보이고 멈춘다(다시 누르면 발급)
    if (needsPreview && !preview) return runPreview();
    setError(null);
    setRejected([]);
    try {
      const result = await issue.mutateAsync({ id: coupon.id, body: parsed.body, requestKey });
      setDone(`${formatCount(result.memberCount)}명에게 발급했습니다.`);
      setRequestKey(newKey());
      setInput(EMPTY);
      setPreview(null);
    } catch (e) {
      setError(serverErrorMessage(e));
      if (isApiError(e) && Array.isArray(e.meta?.rejected)) setRejected(e.meta.rejected as CouponIssueRejected[]);
      // 거절된 요청은 아무것도 바꾸지 않았다: 고친 뒤 보내는 것은 새 요청이다
      if (isApiError(e) && e.status !== null && e.status < 500) setRequestKey(newKey());
    }
  };

  return (
    <Dialog ref={ref} aria-labelledby="coupon-issue-title" onClose={onClose} onCancel={onClose}>
      <h2 id="coupon-issue-title">{`'${coupon.name}' 발급`}</h2>
      <Tabs role="radiogroup" aria-label="발급 대상">
        {(Object.keys(ISSUE_MODE_LABELS) as IssueMode[]).map((m) => (
          <label key={m}>
            <input type="radio" name="issue-mode" checked={mode === m} onChange={() => change({}, m)} />
            {ISSUE_MODE_LABELS[m]}
          </label>
        ))}
      </Tabs>
      <IssueTargetFields mode={mode} input={input} onChange={(next) => change(next)} />
      {needsPreview && (
        <Button type="button" variant="secondary" onClick={runPreview}>
          받을 회원 수 보기
        </Button>
      )}
      {needsPreview && !preview && <Hint id="coupon-issue-hint">조건으로 줄 때는 받을 회원 수를 먼저 확인합니다. 발급하기를 누르면 수를 보여 드리고, 한 번 더 누르면 발급합니다.</Hint>}
      {preview && (
        <p role="status">
          {`${formatCount(preview.memberCount)}명이 받습니다.`}
          {preview.overLimitCount > 0 && ` 그중 ${formatCount(preview.overLimitCount)}명은 이미 한도만큼 받아 발급이 거절됩니다.`}
          {preview.memberCount > preview.max && ` 한 번에 ${formatCount(preview.max)}명까지 줄 수 있습니다.`}
        </p>
      )}
      {error && <ServerError role="alert">{error}</ServerError>}
      {rejected.length > 0 && (
        <Rejected aria-label="발급할 수 없는 회원">
          {rejected.map((r) => (
            <li key={r.memberId}>{`${r.memberId}번 – ${r.label}`}</li>
          ))}
        </Rejected>
      )}
      {done && <Done role="status">{done}</Done>}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onClose}>
          닫기
        </Button>
        <Button type="button" onClick={submit} disabled={issue.isPending} aria-describedby={needsPreview && !preview ? 'coupon-issue-hint' : undefined}>
          발급하기
        </Button>
      </FormActions>
    </Dialog>
  );
}

const Dialog = styled.dialog(({ theme }) => ({
  width: 'min(560px, calc(100vw - 32px))',
  padding: 20,
  border: 'none',
  borderRadius: theme.radius.lg,
  '&::backdrop': { background: 'rgba(0, 0, 0, 0.4)' },
  '&[open]': { display: 'flex', flexDirection: 'column', gap: 14 },
  h2: { fontSize: theme.typography.size.lg, fontWeight: theme.typography.weight.semibold },
}));

const Tabs = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  label: { display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44, padding: '0 12px', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md },
}));

const Hint = styled.p(({ theme }) => ({ margin: 0, fontSize: theme.typography.size.sm, color: theme.color.textMuted }));

const Rejected = styled.ul(({ theme }) => ({ maxHeight: 160, overflowY: 'auto', paddingLeft: 18, listStyle: 'disc', fontSize: theme.typography.size.sm }));
