import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '../schemas/members';
import {
  AdminMeSchema,
  MfaConfirmResultSchema,
  MfaEnrolmentSchema,
  MfaVerifyResultSchema,
  OperatorListSchema,
  OperatorSchema,
  type AdminMe,
  type MfaVerifyBody,
  type OperatorCreateBody,
} from '../schemas/operators';
import { http } from './http';

// GET /v1/admin/me – 접속한 운영자: 등급과 2단계 인증 상태
export async function fetchAdminMe(): Promise<AdminMe> {
  return AdminMeSchema.parse((await http.get('/admin/me')).data);
}

// POST /v1/admin/mfa/enrolment – 등록 시작(QR·비밀)
export async function startMfaEnrolment() {
  return MfaEnrolmentSchema.parse((await http.post('/admin/mfa/enrolment')).data);
}

// POST /v1/admin/mfa/enrolment/confirm – 첫 코드 확인, 복구 코드 10개
export async function confirmMfaEnrolment(code: string) {
  return MfaConfirmResultSchema.parse((await http.post('/admin/mfa/enrolment/confirm', { code })).data);
}

// POST /v1/admin/mfa/verify – 로그인 뒤 코드 확인
export async function verifyMfa(body: MfaVerifyBody) {
  return MfaVerifyResultSchema.parse((await http.post('/admin/mfa/verify', body)).data);
}

// GET /v1/admin/operators – 운영자 목록 (OWNER)
export async function fetchOperators() {
  return OperatorListSchema.parse((await http.get('/admin/operators')).data);
}

export const adminOperatorKeys = {
  all: ['admin', 'operators'] as const,
  me: ['admin', 'operators', 'me'] as const,
  list: ['admin', 'operators', 'list'] as const,
};

export const adminMeQuery = () => queryOptions({ queryKey: adminOperatorKeys.me, queryFn: fetchAdminMe });
export const operatorsQuery = () => queryOptions({ queryKey: adminOperatorKeys.list, queryFn: fetchOperators });

/** 인증·등록이 끝나면 콘솔 전체를 다시 불러온다: 관문에 막혀 실패했던 목록들도 */
export function useMfaMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries();
  return {
    start: useMutation({ mutationFn: startMfaEnrolment }),
    // 복구 코드를 보여 주는 동안 화면이 바뀌지 않게, 다시 불러오기는 부르는 쪽이 '완료'에서 한다
    confirm: useMutation({ mutationFn: confirmMfaEnrolment }),
    verify: useMutation({ mutationFn: verifyMfa, onSuccess: refresh }),
    refresh,
  };
}

export function useOperatorMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: adminOperatorKeys.all });
  return {
    add: useMutation({
      mutationFn: async (body: OperatorCreateBody) => OperatorSchema.parse((await http.post('/admin/operators', body)).data),
      onSuccess,
    }),
    changeRole: useMutation({
      mutationFn: async (p: { memberId: number; adminRole: AdminRole }) =>
        OperatorSchema.parse((await http.patch(`/admin/operators/${p.memberId}`, { adminRole: p.adminRole })).data),
      onSuccess,
    }),
    revoke: useMutation({ mutationFn: async (memberId: number) => (await http.delete(`/admin/operators/${memberId}`)).data, onSuccess }),
    resetMfa: useMutation({ mutationFn: async (memberId: number) => (await http.post(`/admin/operators/${memberId}/mfa-reset`)).data, onSuccess }),
  };
}
