/** 아이콘이 없는 채널·유형에 쓰는 회색 원. public/ 에 파일을 두지 않으려고 데이터 주소로 둔다 */
export const FALLBACK_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Ccircle cx='32' cy='32' r='32' fill='%23e9ecef'/%3E%3C/svg%3E";

export const iconOrFallback = (url: string | null | undefined) => url || FALLBACK_ICON;
