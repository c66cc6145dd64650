import { ApiError, http } from './http';

/** 빈 조건('', undefined)과 쪽 번호는 보내지 않는다: 내보내기는 조건에 맞는 줄 전부다 */
function exportParams(query: object) {
  return Object.fromEntries(Object.entries(query).filter(([k, v]) => v !== undefined && v !== '' && k !== 'page' && k !== 'size'));
}

function filenameOf(disposition: string | undefined, fallback: string) {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `${fallback}.csv`;
}

/**
 * GET <path>?<목록과 같은 조건> 의 CSV 를 받아 파일로 내려받게 한다.
 * 바이트 그대로 받는다(글자로 받으면 브라우저가 BOM 을 떼어 엑셀에서 한글이 깨진다).
 * 실패는 본문의 {code, message} 로 ApiError 를 만들어 던진다(예: 50,000건 초과).
 */
export async function downloadCsv(path: string, query: object, fallbackName: string): Promise<string> {
  const res = await http.get<ArrayBuffer>(path, {
    params: exportParams(query),
    responseType: 'arraybuffer',
    // 큰 내보내기는 목록보다 오래 걸린다
    timeout: 60_000,
    validateStatus: () => true,
  });
  if (res.status !== 200) {
    let body: unknown = null;
    try {
      body = JSON.parse(new TextDecoder().decode(res.data));
    } catch {
      body = null;
    }
    throw ApiError.fromResponse(res.status, body);
  }
  const filename = filenameOf(res.headers['content-disposition'] as string | undefined, fallbackName);
  const url = URL.createObjectURL(new Blob([res.data], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // 다운로드가 시작된 뒤에 놓아 준다
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}
