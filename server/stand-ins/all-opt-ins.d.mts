// all-opt-ins.mjs 의 타입
import type { OptInVariable } from './opt-ins';

export const ALL_STAND_IN_OPT_INS: Readonly<Record<OptInVariable, 'true'>>;
