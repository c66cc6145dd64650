'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useSavePanel } from '@/lib/api/admin-panels';
import { PANEL_KINDS } from '@/lib/schemas/fulfilment';
import { PANEL_KIND_LABELS, PanelCreateBodySchema, PanelPatchBodySchema, type AdminPanel, type PanelCreateBody } from '@/lib/schemas/panels';
import { serverErrorMessage } from '@/components/account/server-error-message';
import { FieldGroup, Form, FormActions, Hint, SelectField, ServerError } from '../admin-form-parts';

type Values = { name: string; kind: AdminPanel['kind']; apiUrl: string; apiKey: string; isActive: boolean; lowBalanceThreshold: string };

const valuesOf = (p?: AdminPanel): Values => ({
  name: p?.name ?? '',
  kind: p?.kind ?? 'API_V2',
  apiUrl: p?.apiUrl ?? '',
  apiKey: '',
  isActive: p?.isActive ?? true,
  lowBalanceThreshold: p?.lowBalanceThreshold ?? '',
});

/** 패널 등록·수정. 수정에서 API 키 칸을 비워 두면 이전 키를 그대로 쓴다 */
export function PanelForm({ panel, onDone }: { panel?: AdminPanel; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(panel));
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSavePanel();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const isSimulator = values.kind === 'SIMULATOR';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setServerError(null);
    // 수정에서 비운 키는 보내지 않는다(서버도 비운 키는 무시한다)
    const parsed = panel
      ? PanelPatchBodySchema.safeParse(values.apiKey ? values : { ...values, apiKey: undefined })
      : PanelCreateBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<keyof Values, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Values] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(panel ? { id: panel.id, body: parsed.data } : { id: null, body: parsed.data as PanelCreateBody });
      onDone();
    } catch (err) {
      setServerError(serverErrorMessage(err));
    }
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={panel ? '패널 수정' : '패널 등록'}>
      <FieldGroup>
        <legend>{panel ? `‘${panel.name}’ 수정` : '새 패널'}</legend>
        <TextField label="패널 이름" value={values.name} maxLength={60} error={errors.name} onChange={(e) => set('name', e.target.value)} />
        <SelectField label="종류" value={values.kind} error={errors.kind} onChange={(e) => set('kind', e.target.value as Values['kind'])}>
          {PANEL_KINDS.map((k) => (
            <option key={k} value={k}>
              {PANEL_KIND_LABELS[k]}
            </option>
          ))}
        </SelectField>
        {isSimulator ? (
          <Hint>내장 시뮬레이터는 API 주소·키 없이 주문을 시간에 따라 진행시킵니다(시험·데모용).</Hint>
        ) : (
          <>
            <TextField
              label="API 주소"
              placeholder="https://panel.example.com/api/v2"
              value={values.apiUrl}
              error={errors.apiUrl}
              onChange={(e) => set('apiUrl', e.target.value)}
            />
            <TextField
              label="API 키"
              type="password"
              autoComplete="off"
              placeholder={panel?.apiKeyLast4 ? `저장된 키 ••••${panel.apiKeyLast4} (바꿀 때만 입력)` : 'API 키'}
              value={values.apiKey}
              error={errors.apiKey}
              onChange={(e) => set('apiKey', e.target.value)}
            />
          </>
        )}
        <TextField
          label="잔액 경보 기준 (패널 통화)"
          inputMode="decimal"
          placeholder="예: 50.00"
          value={values.lowBalanceThreshold}
          error={errors.lowBalanceThreshold}
          onChange={(e) => set('lowBalanceThreshold', e.target.value)}
        />
        <Checkbox label="사용 중 (주문을 이 패널로 보냄)" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
      </FieldGroup>
      {serverError && <ServerError role="alert">{serverError}</ServerError>}
      <FormActions>
        <Button type="button" variant="secondary" onClick={onDone}>
          취소
        </Button>
        <Button type="submit" disabled={save.isPending}>
          저장
        </Button>
      </FormActions>
    </Form>
  );
}
