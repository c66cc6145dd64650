/**
 * 인스타그램 공개 계정·게시물 조회 포트. 주문할 때 회원이 게시물을 고르게 하고,
 * 일일 상품(새 게시물마다 좋아요 등)이 그날의 대상을 찾는 데 쓴다.
 * 내장 기본값은 로컬 fixture 로 답해 네트워크 없이 상품 화면이 동작한다.
 */
export type InstagramAccount = {
  username: string;
  fullName: string | null;
  profileImageUrl: string | null;
  isPrivate: boolean;
  followerCount: number | null;
  followingCount: number | null;
  postCount: number | null;
};

export type InstagramFeed = {
  /** 게시물 짧은 코드 (https://www.instagram.com/p/{shortcode}/) */
  shortcode: string;
  url: string;
  imageUrl: string;
  caption: string | null;
  likeCount: number | null;
  commentCount: number | null;
  takenAt: string | null;
  isVideo: boolean;
};

export interface InstagramProvider {
  /** 없는 계정이면 null */
  account(username: string): Promise<InstagramAccount | null>;
  /** 최근 게시물, 새 것부터. 비공개·없는 계정이면 빈 목록 */
  feeds(username: string, limit: number): Promise<InstagramFeed[]>;
  /** 게시물 이미지 원본을 가져온다 (허용된 호스트만) */
  fetchImage(url: string): Promise<{ contentType: string; bytes: Uint8Array }>;
}
