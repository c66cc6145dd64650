// 여러 도메인 파일이 함께 쓰는 문장(콘솔 이미지와 후기 사진)
export const UNSUPPORTED_FILE = '지원되지 않는 파일 타입입니다.';
