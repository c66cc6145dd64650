/**
 * 내장 fixture 의 예시 계정과 게시물. 올린 시각은 "며칠 전 몇 시(KST)"로 적고 deps.now() 기준으로 푼다:
 * 그래서 '오늘 새 게시물'이 있는 계정(growth.cafe, seoul.daily.eats)과 없는 계정이 언제 실행해도 같다.
 */
export const FIXTURE_IMAGE_HOST = 'cdn.instagram-fixture.example';

export const FIXTURE_IMAGES = [
  'latte', 'bibimbap', 'hangang', 'jeju', 'sunset', 'night', 'snow', 'spring',
  'avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5', 'avatar-6',
] as const;
export type FixtureImage = (typeof FIXTURE_IMAGES)[number];

export type FixturePost = {
  shortcode: string;
  caption: string | null;
  likeCount: number;
  commentCount: number;
  /** 0 이면 오늘(KST) */
  daysAgo: number;
  /** 그날 KST 0시부터 몇 분 뒤 */
  minuteOfDay: number;
  isVideo: boolean;
  image: FixtureImage;
};

export type FixtureAccount = {
  username: string;
  fullName: string | null;
  avatar: FixtureImage | null;
  isPrivate: boolean;
  followerCount: number;
  followingCount: number;
  postCount: number;
  /** 새 것부터 */
  posts: FixturePost[];
};

type Row = [caption: string | null, likes: number, comments: number, daysAgo: number, minuteOfDay: number, image: FixtureImage, isVideo?: boolean];

const postsOf = (prefix: string, rows: Row[]): FixturePost[] =>
  rows.map(([caption, likeCount, commentCount, daysAgo, minuteOfDay, image, isVideo = false], i) => ({
    shortcode: `${prefix}${String(i + 1).padStart(2, '0')}`,
    caption,
    likeCount,
    commentCount,
    daysAgo,
    minuteOfDay,
    image,
    isVideo,
  }));

export const FIXTURE_ACCOUNTS: FixtureAccount[] = [
  {
    username: 'growth.cafe',
    fullName: '그로스 카페 ☕',
    avatar: 'avatar-1',
    isPrivate: false,
    followerCount: 12_840,
    followingCount: 312,
    postCount: 486,
    posts: postsOf('CgRwCafe', [
      ['오늘의 라떼아트 🤍 #그로스카페 #성수카페', 842, 37, 0, 600, 'latte'],
      ['비 오는 날엔 따뜻한 한 잔', 615, 21, 1, 900, 'night', true],
      ['봄 한정 딸기라떼 시작했어요 🍓', 1_204, 88, 2, 660, 'spring'],
      ['주말 브런치 메뉴 미리보기', 733, 19, 3, 540, 'bibimbap'],
      ['성수동 골목 산책 🚶', 402, 8, 4, 1_020, 'sunset'],
      ['원두 로스팅하는 날', 519, 14, 6, 720, 'latte', true],
      ['첫눈 오는 날의 카페 풍경', 966, 41, 8, 480, 'snow'],
      ['오픈 3주년 감사합니다 🎉', 2_310, 204, 10, 600, 'spring'],
      ['디저트 신메뉴: 흑임자 케이크', 688, 25, 12, 840, 'night'],
      ['한강 피크닉 세트 출시', 574, 17, 14, 780, 'hangang'],
      ['바리스타 클래스 모집 중', 311, 45, 16, 660, 'latte'],
      [null, 290, 3, 18, 700, 'jeju'],
    ]),
  },
  {
    username: 'seoul.daily.eats',
    fullName: '서울 맛집 일기',
    avatar: 'avatar-2',
    isPrivate: false,
    followerCount: 58_300,
    followingCount: 1_024,
    postCount: 1_392,
    posts: postsOf('CsDlEats', [
      ['을지로 노포 비빔밥 🍚 #서울맛집', 3_120, 142, 0, 30, 'bibimbap'],
      ['광장시장 빈대떡 먹방 🎥', 4_870, 233, 0, 10, 'sunset', true],
      ['망원동 수제버거 솔직 후기', 2_011, 96, 1, 780, 'night'],
      ['익선동 한옥 카페 투어', 1_788, 54, 2, 840, 'latte'],
      ['한강 라면 끓이기 🍜', 5_402, 310, 3, 1_200, 'hangang', true],
      ['제주 흑돼지 원정기', 2_640, 120, 5, 720, 'jeju'],
      ['봄 제철 주꾸미 맛집', 1_503, 61, 7, 690, 'spring'],
      ['겨울 붕어빵 지도 업데이트', 3_977, 402, 9, 900, 'snow'],
      ['야장 포차 베스트 5', 2_256, 88, 11, 1_260, 'night'],
    ]),
  },
  {
    username: 'hangang.runners',
    fullName: '한강 러닝 크루',
    avatar: 'avatar-3',
    isPrivate: false,
    followerCount: 4_210,
    followingCount: 188,
    postCount: 214,
    posts: postsOf('ChRunCrew', [
      ['여의도 10K 정기런 완료 🏃', 388, 22, 1, 420, 'hangang'],
      ['반포 야간 러닝 🌙', 301, 12, 2, 1_230, 'night', true],
      ['새벽 러닝 인증', 256, 9, 4, 330, 'sunset'],
      ['마라톤 대회 D-30', 412, 31, 6, 480, 'spring'],
      ['첫눈 러닝 ❄️', 377, 18, 9, 420, 'snow'],
      ['크루원 모집합니다', 198, 40, 12, 600, 'hangang'],
      ['제주 트레일 런 후기', 265, 11, 15, 540, 'jeju', true],
      ['러닝화 추천 모음', 433, 57, 19, 780, 'latte'],
    ]),
  },
  {
    username: 'jeju.stay.notes',
    fullName: '제주 한 달 살기',
    avatar: 'avatar-4',
    isPrivate: false,
    followerCount: 9_870,
    followingCount: 402,
    postCount: 156,
    posts: postsOf('CjJejuStay', [
      ['애월 바다 앞 숙소 🌊', 1_102, 45, 2, 600, 'jeju'],
      ['성산 일출 타임랩스', 1_560, 72, 3, 360, 'sunset', true],
      ['귤 따기 체험 🍊', 890, 33, 5, 840, 'spring'],
      ['한라산 눈꽃 산행', 1_240, 58, 8, 480, 'snow'],
      ['동문시장 야시장', 760, 29, 10, 1_140, 'night'],
      ['협재 카페 추천', 655, 20, 13, 720, 'latte'],
    ]),
  },
  {
    username: 'private.diary.kr',
    fullName: '비공개 일기장',
    avatar: 'avatar-5',
    isPrivate: true,
    followerCount: 128,
    followingCount: 140,
    postCount: 42,
    posts: [],
  },
  {
    username: 'new.shop.kr',
    fullName: '새로 연 가게',
    avatar: 'avatar-6',
    isPrivate: false,
    followerCount: 3,
    followingCount: 12,
    postCount: 0,
    posts: [],
  },
];
